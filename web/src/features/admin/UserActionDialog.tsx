import type { AdminUser } from '@droidforge/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ModifyCreditsDialog } from './ModifyCreditsDialog';
import type { useUserActions } from './use-admin-users';
import { UserDetailDrawer } from './UserDetailDrawer';
import type { UserAction } from './UserRow';

interface UserActionDialogProps {
  action: UserAction;
  user: AdminUser;
  actions: ReturnType<typeof useUserActions>;
  onClose: () => void;
}

/** What a row's action opens: the credits form, a confirmation (suspend, activate, delete) or the details drawer. */
export function UserActionDialog({ action, user, actions, onClose }: UserActionDialogProps) {
  return (
    <>
      {action === 'credits' && (
        <ModifyCreditsDialog
          user={user}
          busy={actions.credits.isPending}
          onCancel={onClose}
          onApply={(body) => actions.credits.mutate({ id: user.id, body }, { onSuccess: onClose })}
        />
      )}
      {action === 'status' && (
        <ConfirmDialog
          title={user.suspended ? 'Activate user' : 'Suspend user'}
          message={`Are you sure you want to ${user.suspended ? 'activate' : 'suspend'} this user?`}
          confirmLabel={user.suspended ? 'Activate' : 'Suspend'}
          danger={!user.suspended}
          busy={actions.status.isPending}
          onCancel={onClose}
          onConfirm={() => actions.status.mutate({ id: user.id, suspend: !user.suspended }, { onSettled: onClose })}
        />
      )}
      {action === 'delete' && (
        <ConfirmDialog
          title="Delete user"
          message="Are you sure you want to delete this user? This action cannot be undone!"
          confirmLabel="Delete"
          danger
          busy={actions.remove.isPending}
          onCancel={onClose}
          onConfirm={() => actions.remove.mutate(user.id, { onSettled: onClose })}
        />
      )}
      {action === 'details' && <UserDetailDrawer userId={user.id} onClose={onClose} />}
    </>
  );
}
