import { HeaderShell } from './HeaderShell';
import { SessionHeaderActions } from './SessionHeaderActions';

/**
 * The header of the public pages prerendered for a customer with a session (app/com-sessao): the
 * logged-in header, its greeting and services filled in after load (SessionHeaderActions).
 */
export function CustomerHeader() {
  return (
    <HeaderShell compactLogo>
      <SessionHeaderActions />
    </HeaderShell>
  );
}
