'use client';

import { useLogout } from '@/components/auth/useLogout';
import { UserMenu } from './UserMenu';

/** The logged-in header: the greeting menu, whose Sair logs out. */
export function AccountMenu({ names }: { names: string }) {
  const logout = useLogout();
  return <UserMenu names={names} onLogout={() => void logout()} />;
}
