import { LogOut } from 'lucide-react';
import { buttonClass, type ButtonVariant } from './button-styles';
import { useLogout } from '../api/use-logout';

export function LogoutButton({ variant = 'ghost' }: { variant?: ButtonVariant }) {
  const { logOut, isLoggingOut } = useLogout();
  return (
    <button type="button" onClick={() => void logOut()} disabled={isLoggingOut} className={buttonClass(variant, 'sm')}>
      <LogOut aria-hidden="true" className="h-4 w-4" />
      Logout
    </button>
  );
}
