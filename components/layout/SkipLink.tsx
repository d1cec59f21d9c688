import { useTranslations } from 'next-intl';

/**
 * 'Pular para o conteúdo', the page's first Tab stop (the cookie banner, when it shows, is the
 * second: it comes right after in the DOM while it is shown at the bottom). Every frame's main is #conteudo.
 */
export function SkipLink() {
  const t = useTranslations('Header');
  return (
    <a href="#conteudo" className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
