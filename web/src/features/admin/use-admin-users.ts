import { MESSAGES, type ModifyCreditsBody, type Role } from '@droidforge/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { activateUser, changeUserRole, deleteAdminUser, fetchAdminUsers, modifyUserCredits, suspendUser, type UsersFilter } from '../../api/admin';
import { errorMessage } from '../../api/api-error';

export function useAdminUsers(filter: UsersFilter) {
  return useQuery({ queryKey: ['admin', 'users', filter], queryFn: () => fetchAdminUsers(filter), placeholderData: keepPreviousData });
}

/** The row actions; each failure shows the spec's message (§8) with the server's reason when there is one. */
export function useUserActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const fail = (message: string) => (error: Error) => {
    const reason = errorMessage(error, '');
    toast.error(reason ? `${message}: ${reason}` : message);
  };

  const status = useMutation({
    mutationFn: ({ id, suspend }: { id: string; suspend: boolean }) => (suspend ? suspendUser(id) : activateUser(id)),
    onSuccess: ({ user }) => {
      toast.success(user.suspended ? `${user.email} suspended` : `${user.email} activated`);
      return refresh();
    },
    onError: fail(MESSAGES.updateUserStatusFailed),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAdminUser(id),
    onSuccess: () => {
      toast.success('User deleted');
      return refresh();
    },
    onError: fail(MESSAGES.deleteUserFailed),
  });
  const credits = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ModifyCreditsBody }) => modifyUserCredits(id, body),
    onSuccess: ({ user }) => {
      toast.success(`${user.email} now has ${user.credits.toLocaleString('en-US')} credits`);
      return refresh();
    },
    onError: fail(MESSAGES.modifyCreditsFailed),
  });
  const role = useMutation({
    mutationFn: ({ id, role: next }: { id: string; role: Role }) => changeUserRole(id, next),
    onSuccess: ({ user }) => {
      toast.success(`${user.email} is now ${user.role}`);
      return refresh();
    },
    onError: fail('Failed to change role'),
  });
  return { status, remove, credits, role };
}
