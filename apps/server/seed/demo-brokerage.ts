import type { OrganizationSeed } from './organizations';

const NORTH = 'Harbor North Team';
const BAYFRONT = 'Bayfront Team';

/** Harborview Realty: one demo account per role key, `<role_key>@demo.test`. */
export const HARBORVIEW: OrganizationSeed = {
  name: 'Harborview Realty',
  slug: 'harborview-realty',
  emailDomain: 'demo.test',
  teams: [
    { name: NORTH, description: 'Residential sales north of the harbor' },
    { name: BAYFRONT, description: 'Waterfront listings and leasing' },
  ],
  members: [
    { role: 'system_admin', firstName: 'Sam', lastName: 'Adler' },
    { role: 'managing_broker', firstName: 'Margaret', lastName: 'Whitfield' },
    { role: 'brokerage_admin', firstName: 'Brenda', lastName: 'Okafor' },
    { role: 'broker', firstName: 'Daniel', lastName: 'Reyes', team: BAYFRONT },
    { role: 'team_leader', firstName: 'Tessa', lastName: 'Lindqvist', team: NORTH },
    { role: 'realtor', firstName: 'Riley', lastName: 'Chen', team: NORTH },
    { role: 'leasing_agent', firstName: 'Luis', lastName: 'Alvarez', team: BAYFRONT },
    { role: 'transaction_coordinator', firstName: 'Taylor', lastName: 'Brooks', team: NORTH },
    { role: 'unlicensed_assistant', firstName: 'Uma', lastName: 'Patel', team: BAYFRONT },
    { role: 'admin_assistant', firstName: 'Avery', lastName: 'Nguyen' },
    { role: 'assistant', firstName: 'Alex', lastName: 'Morgan', team: NORTH },
    { role: 'attorney', firstName: 'Adrienne', lastName: 'Castillo' },
    { role: 'associate_attorney', firstName: 'Aaron', lastName: 'Feld' },
    { role: 'paralegal', firstName: 'Paula', lastName: 'Greene' },
    { role: 'legal_assistant', firstName: 'Leo', lastName: 'Hartman' },
    { role: 'loan_officer', firstName: 'Lauren', lastName: 'Kim' },
    { role: 'mortgage_lender', firstName: 'Marcus', lastName: 'Bell' },
    { role: 'mortgage_loan_originator', firstName: 'Mia', lastName: 'Torres' },
    { role: 'mortgage_underwriter', firstName: 'Umar', lastName: 'Siddiqui' },
    { role: 'loan_processor', firstName: 'Lena', lastName: 'Fischer' },
    { role: 'escrow_officer', firstName: 'Elena', lastName: 'Rossi' },
    { role: 'title_agent', firstName: 'Theo', lastName: 'Grant' },
    { role: 'title_examiner', firstName: 'Tina', lastName: 'Walsh' },
    { role: 'appraiser', firstName: 'Arthur', lastName: 'Quinn' },
    { role: 'property_management', firstName: 'Priya', lastName: 'Raman' },
    { role: 'home_inspector', firstName: 'Hank', lastName: 'Dawson' },
    { role: 'home_maintenance', firstName: 'Hector', lastName: 'Morales' },
    { role: 'home_improvement', firstName: 'Holly', lastName: 'Price' },
    { role: 'inspector', firstName: 'Ivan', lastName: 'Petrov' },
    { role: 'buyer', firstName: 'Bianca', lastName: 'Summers' },
    { role: 'seller', firstName: 'Simon', lastName: 'Hale' },
    { role: 'investor', firstName: 'Irene', lastName: 'Vasquez' },
    { role: 'landlord', firstName: 'Lionel', lastName: 'Barrett' },
    { role: 'renter', firstName: 'Rosa', lastName: 'Delgado' },
    { role: 'unassigned', firstName: 'Uri', lastName: 'Newman' },
  ],
  supervision: [
    ['transaction_coordinator', 'broker', 'broker_supervision'],
    ['unlicensed_assistant', 'broker', 'broker_supervision'],
    ['admin_assistant', 'managing_broker', 'broker_supervision'],
    ['assistant', 'team_leader', 'team_supervision'],
    ['associate_attorney', 'attorney', 'legal_supervision'],
    ['paralegal', 'attorney', 'legal_supervision'],
    ['legal_assistant', 'attorney', 'legal_supervision'],
    ['loan_processor', 'loan_officer', 'lending_supervision'],
    ['unassigned', 'managing_broker', 'broker_supervision'],
  ],
};

/** A second brokerage, for isolation tests. */
export const LAKESIDE: OrganizationSeed = {
  name: 'Lakeside Homes',
  slug: 'lakeside-homes',
  emailDomain: 'lakeside.demo.test',
  teams: [{ name: 'Lakeside Sales', description: 'All Lakeside agents' }],
  members: [
    { role: 'broker', firstName: 'Laura', lastName: 'Lake', team: 'Lakeside Sales' },
    { role: 'realtor', firstName: 'Reed', lastName: 'Shore', team: 'Lakeside Sales' },
    { role: 'buyer', firstName: 'Brook', lastName: 'Waters' },
  ],
  supervision: [],
};
