import { z } from 'zod';

export const ANNOUNCEMENT_SEVERITIES = ['info', 'warning', 'critical'] as const;
export const ANNOUNCEMENT_AUDIENCES = ['all', 'organizations'] as const;

const isoDateTime = z.string().datetime({ offset: true, message: 'Enter a date and time' });

export const AnnouncementInput = z
  .object({
    title: z.string().trim().min(1, 'Enter a title').max(120),
    body: z.string().trim().min(1, 'Enter the message').max(2000),
    severity: z.enum(ANNOUNCEMENT_SEVERITIES),
    starts_at: isoDateTime,
    ends_at: isoDateTime.nullable(),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    organization_ids: z.array(z.string().uuid()).max(500).default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.ends_at && new Date(v.ends_at) <= new Date(v.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'The end must be after the start' });
    if (v.audience === 'organizations' && v.organization_ids.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['organization_ids'],
        message: 'Choose at least one organization',
      });
  });
export type AnnouncementInput = z.input<typeof AnnouncementInput>;

export const AnnouncementDto = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  severity: z.enum(ANNOUNCEMENT_SEVERITIES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  organization_ids: z.array(z.string()),
  created_at: z.string(),
  version: z.number().int(),
});
export type AnnouncementDto = z.infer<typeof AnnouncementDto>;

export const AnnouncementList = z.object({ items: z.array(AnnouncementDto) });

/** What a member sees: the banner's content only. */
export const MyAnnouncementDto = AnnouncementDto.pick({
  id: true,
  title: true,
  body: true,
  severity: true,
  starts_at: true,
  ends_at: true,
});
export const MyAnnouncementList = z.object({ items: z.array(MyAnnouncementDto) });
export type MyAnnouncementDto = z.infer<typeof MyAnnouncementDto>;

export const AnnouncementParams = z.object({ id: z.string().uuid() });
