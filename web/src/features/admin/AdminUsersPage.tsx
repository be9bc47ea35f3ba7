import { AdminPlaceholder } from './AdminPlaceholder';

export function AdminUsersPage() {
  return <AdminPlaceholder>User management will appear here.</AdminPlaceholder>;
}
