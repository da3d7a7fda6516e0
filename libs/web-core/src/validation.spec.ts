import { PRICE } from '@carta/contracts';
import { hasErrors, rules, validate, validateForm } from './validation';

describe('validation rules', () => {
  it('required rejects empty and blank values, with an optional message key', () => {
    expect(rules.required()('')).toEqual({ key: 'validation.required' });
    expect(rules.required()('   ')).toEqual({ key: 'validation.required' });
    expect(rules.required('validation.password')('')).toEqual({ key: 'validation.password' });
    expect(rules.required()('x')).toBeNull();
  });

  it('email accepts addresses and rejects the rest', () => {
    expect(rules.email()('ana@example.com')).toBeNull();
    expect(rules.email()(' ana@example.com ')).toBeNull();
    for (const bad of ['ana', 'ana@', '@example.com', 'ana@example', 'a na@example.com']) {
      expect(rules.email()(bad)).toEqual({ key: 'validation.email' });
    }
  });

  it('min counts characters and says how many are needed', () => {
    expect(rules.min(5)('1234')).toEqual({ key: 'validation.min', params: { length: 5 } });
    expect(rules.min(5)('12345')).toBeNull();
  });

  it('confirmed compares with the other field at validation time', () => {
    let password = 'secret';
    const rule = rules.confirmed(() => password);
    expect(rule('secret')).toBeNull();
    password = 'changed';
    expect(rule('secret')).toEqual({ key: 'validation.confirmed' });
  });

  it('webAddress takes an address as owners write it, and an @name in a network that has them', () => {
    expect(rules.webAddress()('https://carta.example/menu')).toBeNull();
    expect(rules.webAddress()('lacocinadelucia.es')).toBeNull();
    expect(rules.webAddress()('ftp://example.com')).toEqual({ key: 'validation.url' });
    expect(rules.webAddress()('javascript:alert(1)')).toEqual({ key: 'validation.url' });
    expect(rules.webAddress()('not a url')).toEqual({ key: 'validation.url' });
    expect(rules.webAddress('instagram')('@lacocinadelucia')).toBeNull();
    expect(rules.webAddress('instagram')('la cocina')).toEqual({ key: 'validation.profile' });
    expect(rules.webAddress('tripadvisor')('@lacocina')).toEqual({ key: 'validation.url' });
  });

  it('numeric accepts digits only', () => {
    expect(rules.numeric()('0123')).toBeNull();
    expect(rules.numeric()('12.5')).toEqual({ key: 'validation.numeric' });
    expect(rules.numeric()('-1')).toEqual({ key: 'validation.numeric' });
  });

  it('decimal reads either mark and names what is wrong', () => {
    const rule = rules.decimal(PRICE);
    expect(rule('12,5')).toBeNull();
    expect(rule('12.50')).toBeNull();
    expect(rule('')).toEqual({ key: 'validation.decimalFormat' });
    expect(rule('1e9')).toEqual({ key: 'validation.decimalFormat' });
    expect(rule('12,3,4')).toEqual({ key: 'validation.decimalFormat' });
    expect(rule('12,505')).toEqual({ key: 'validation.decimalPlaces', params: { decimals: 2 } });
    expect(rule('-1')).toEqual({ key: 'validation.decimalRange', params: { min: 0, max: 9_999_999.99 } });
  });

  it('decimal with zero decimals accepts integers only', () => {
    const rule = rules.decimal({ decimals: 0, min: 0, max: 10 });
    expect(rule('4')).toBeNull();
    expect(rule('4,0')).toEqual({ key: 'validation.integer' });
  });

  it("subdomain is the service's rule: letters, digits, hyphens inside; else the errors.SUB_DOMAIN message", () => {
    expect(rules.subdomain()('demo2')).toBeNull();
    expect(rules.subdomain()('casa-pepe')).toBeNull();
    for (const bad of ['-bar', 'bar-', 'my.bar', 'bar ', 'bär', 'a'.repeat(64)]) {
      expect(rules.subdomain()(bad)).toEqual({ key: 'errors.SUB_DOMAIN' });
    }
  });

  it('empty optional values pass every rule but required and decimal', () => {
    for (const rule of [rules.email(), rules.min(5), rules.webAddress(), rules.numeric(), rules.subdomain()]) {
      expect(rule('')).toBeNull();
    }
  });
});

describe('validate and validateForm', () => {
  it('reports the first failing rule of a field', () => {
    expect(validate('', [rules.required(), rules.email()])).toEqual({ key: 'validation.required' });
    expect(validate('x', [rules.required(), rules.email()])).toEqual({ key: 'validation.email' });
  });

  it('collects one message per invalid field', () => {
    const values = { email: 'nope', password: '123', confirm: '124' };
    const errors = validateForm(values, {
      email: [rules.required(), rules.email()],
      password: [rules.required(), rules.min(5)],
      confirm: [rules.confirmed(() => values.password)],
    });
    expect(errors).toEqual({
      email: { key: 'validation.email' },
      password: { key: 'validation.min', params: { length: 5 } },
      confirm: { key: 'validation.confirmed' },
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(validateForm({ email: 'a@b.co' }, { email: [rules.email()] }))).toBe(false);
  });
});
