import { AdminPlaceholder } from './AdminPlaceholder';

export function AdminDashboardPage() {
  return <AdminPlaceholder>Platform statistics and system metrics will appear here.</AdminPlaceholder>;
}
