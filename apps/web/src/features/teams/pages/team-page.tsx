import { useMe } from '@/lib/auth/auth-context';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MembersPanel } from '../components/members-panel';
import { TeamsPanel } from '../components/teams-panel';

/** /team: the organization's members and teams (managing broker and above, spec §2). */
export function TeamPage() {
  useDocumentTitle('Team');
  const me = useMe();
  const canManage = me.permissions.includes('manage:members');
  return (
    <>
      <PageHeader
        title="Team"
        description="Invite people, set their roles, organise them in teams and choose who supervises whom."
      />
      <Tabs defaultValue="members">
        <TabsList aria-label="Team sections">
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="teams">Teams</TabsTrigger>
        </TabsList>
        <TabsContent value="members">
          <MembersPanel canManage={canManage} />
        </TabsContent>
        <TabsContent value="teams">
          <TeamsPanel canCreate={me.permissions.includes('manage:organization')} />
        </TabsContent>
      </Tabs>
    </>
  );
}
