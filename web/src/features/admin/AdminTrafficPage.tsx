import { AdminPlaceholder } from './AdminPlaceholder';

export function AdminTrafficPage() {
  return <AdminPlaceholder>Traffic analytics will appear here.</AdminPlaceholder>;
}
