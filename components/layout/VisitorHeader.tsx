import { PanelHost } from '@/components/auth/PanelHost';
import { PANEL_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import { HeaderNav } from './HeaderNav';
import { HeaderShell } from './HeaderShell';

/**
 * The header of a visitor: Minha conta and Acessar benefícios (the prerendered public pages use only
 * this one), with the side panels they open (rendered in a portal) and the panels' texts: a
 * customer's pages carry neither.
 */
export function VisitorHeader() {
  return (
    <MoreTexts messages={clientMessages(PANEL_TEXTS)}>
      {/* The compact logo on a phone: room for the header's Entrar beside the burger. */}
      <HeaderShell compactLogo>
        <HeaderNav />
      </HeaderShell>
      <PanelHost />
    </MoreTexts>
  );
}
