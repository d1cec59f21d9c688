import { HeaderNav } from './HeaderNav';
import { HeaderShell } from './HeaderShell';

/** The header of a visitor: Minha conta and Acessar benefícios (the prerendered public pages use only this one). */
export function VisitorHeader() {
  return (
    <HeaderShell>
      <HeaderNav />
    </HeaderShell>
  );
}
