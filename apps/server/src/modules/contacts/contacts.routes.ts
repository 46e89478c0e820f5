import { ContactDto, ContactIdParams, OkResult } from '@threshold/domain/contacts/contact.contract';
import { CreateContactInput } from '@threshold/domain/contacts/create-contact.contract';
import { ContactPage, ListContactsQuery } from '@threshold/domain/contacts/list-contacts.contract';
import { UpdateContactInput } from '@threshold/domain/contacts/update-contact.contract';
import type { Db } from '../../platform/db/client';
import { defineRoute } from '../../platform/http/route';
import { createContact, deleteContact, getContact, listContacts, updateContact } from './contacts.service';
import { claimContact } from './contacts-claim.service';

const tags = ['contacts'];

/** /api/contacts and /api/contacts/{id}: list, create, read, update, delete, claim. */
export function contactRecordRoutes(db: Db) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/contacts',
      access: 'read:contacts',
      summary: 'Contacts the caller can see: filters, search over names, e-mails and phones, keyset pages',
      tags,
      query: ListContactsQuery,
      response: ContactPage,
      handler: ({ actor, query }) => listContacts(db, actor, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts',
      access: 'manage:contacts',
      summary: 'Create a contact (owner: the caller, another agent, or null for lead routing)',
      tags,
      body: CreateContactInput,
      response: ContactDto,
      status: 201,
      handler: ({ actor, body, requestId }) => createContact(db, actor, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/contacts/:id',
      access: 'read:contacts',
      summary: 'One contact',
      tags,
      params: ContactIdParams,
      response: ContactDto,
      handler: ({ actor, params }) => getContact(db, actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/contacts/:id',
      access: 'manage:contacts',
      summary: 'Change a contact; a stage or owner change is added to the timeline',
      tags,
      params: ContactIdParams,
      body: UpdateContactInput,
      response: ContactDto,
      versioned: true,
      handler: ({ actor, params, body, requestId, expectedVersion }) =>
        updateContact(db, actor, params.id, body, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/contacts/:id',
      access: 'manage:contacts',
      summary: 'Delete a contact (kept for deal history and audit, gone from every list)',
      tags,
      params: ContactIdParams,
      response: OkResult,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        deleteContact(db, actor, params.id, requestId, expectedVersion),
    }),
    defineRoute({
      method: 'post',
      path: '/api/contacts/:id/claim',
      access: 'manage:contacts',
      summary: 'First-to-claim lead routing: take an unowned lead (409 when someone was faster)',
      tags,
      params: ContactIdParams,
      response: ContactDto,
      versioned: true,
      handler: ({ actor, params, requestId, expectedVersion }) =>
        claimContact(db, actor, params.id, requestId, expectedVersion),
    }),
  ];
}
