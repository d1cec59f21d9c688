import { screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { renderWithIntl } from './render';

function Hello() {
  const t = useTranslations('Header');
  return <p>{t('myAccount')}</p>;
}

test('renders pt-BR messages through next-intl', () => {
  renderWithIntl(<Hello />);
  expect(screen.getByText('Minha conta')).toBeInTheDocument();
});
