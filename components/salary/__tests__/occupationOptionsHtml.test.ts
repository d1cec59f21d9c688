import { occupationOptionsHtml } from '../occupationOptionsHtml';

/** The string as the browser reads it: a select's options, parsed by the DOM. */
function parsed(html: string): HTMLSelectElement {
  const select = document.createElement('select');
  select.innerHTML = html;
  return select;
}

describe('occupationOptionsHtml', () => {
  const groups = [
    { category: 'Saúde & "bem-estar"', options: [{ id: '2235', description: 'Enfermeiros <e afins>' }, { id: '2251', description: 'Médicos clínicos' }] },
    { category: 'Tecnologia', options: [{ id: 'a b"c', description: 'Analistas' }] },
  ];

  it('gives the placeholder, a group per category and an option per occupation, texts escaped', () => {
    const select = parsed(occupationOptionsHtml('Selecione a ocupação', groups, ''));
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Selecione a ocupação'],
      ['2235', 'Enfermeiros <e afins>'],
      ['2251', 'Médicos clínicos'],
      ['a b"c', 'Analistas'],
    ]);
    expect([...select.querySelectorAll('optgroup')].map((group) => [group.label, group.children.length])).toEqual([
      ['Saúde & "bem-estar"', 2],
      ['Tecnologia', 1],
    ]);
    expect(select.value).toBe('');
  });

  it('marks the chosen occupation selected, and only it', () => {
    const select = parsed(occupationOptionsHtml('Selecione', groups, '2251'));
    expect(select.value).toBe('2251');
    expect([...select.options].filter((option) => option.defaultSelected).map((option) => option.value)).toEqual(['2251']);
  });
});
