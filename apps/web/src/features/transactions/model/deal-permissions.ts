/**
 * Which editing controls the deal page shows. The server decides per deal (`access`, re-checked on
 * every call); the member directory and the CRM need read:contacts.
 */
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';

type Access = Pick<TransactionDetailDto, 'access'>;

export const canEditDeal = (deal: Access): boolean => deal.access.can_edit && !deal.access.read_only;

/** The brokerage's member directory and the CRM (staff only). */
export const canBrowsePeople = (me: Pick<MeDto, 'permissions'>): boolean =>
  me.permissions.includes('read:contacts');

/** Assigning staff needs the server's leave (the deal's agent or a broker) and a directory to pick from. */
export const canAssignStaff = (deal: Access, me: Pick<MeDto, 'permissions'>): boolean =>
  canEditDeal(deal) && deal.access.can_assign_staff && canBrowsePeople(me);
