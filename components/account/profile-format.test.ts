import { hideCpf } from './profile-format';

describe('hideCpf', () => {
  it('shows only the middle six digits, masked or not', () => {
    expect(hideCpf('52998224725')).toBe('***.982.247-**');
    expect(hideCpf('529.982.247-25')).toBe('***.982.247-**');
  });

  it('hides everything when it is not a CPF', () => {
    expect(hideCpf('123')).toBe('***.***.***-**');
  });
});
