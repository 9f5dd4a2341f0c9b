import { describe, expect, it } from 'vitest';
import { dniEscrito, leerDni, verificarDni } from './dni';

// Invented people, in the two layouts the cards' barcodes use.
const NUEVO = '00512345678@NUÑEZ@ANA PAULA@F@30111222@A@15/03/1995@10/05/2018@236';
const VIEJO = '@28999111    @A@1@DIAZ@BRUNO@ARGENTINA@02/11/2009@M@20/07/2008@00123456789@7045 @';

describe('the DNI barcode', () => {
  it('reads the current card and the earlier one', () => {
    expect(leerDni(NUEVO)).toEqual({
      numero: '30111222',
      apellido: 'NUÑEZ',
      nombres: 'ANA PAULA',
      nacimiento: '1995-03-15',
    });
    expect(leerDni(VIEJO)).toEqual({
      numero: '28999111',
      apellido: 'DIAZ',
      nombres: 'BRUNO',
      nacimiento: '2009-11-02',
    });
  });

  it('refuses a text that is no DNI’s: a ticket’s QR, a wrong date, a short number', () => {
    expect(leerDni('eyJhbGciOiJFZERTQSJ9.e30.abc')).toBeNull();
    expect(leerDni(NUEVO.replace('15/03/1995', '31/02/1995'))).toBeNull();
    expect(leerDni(NUEVO.replace('30111222', '123'))).toBeNull();
  });
});

describe('a DNI against a ticket on an 18+ night', () => {
  const noche = new Date('2030-01-04T23:00:00-03:00');
  const ana = leerDni(NUEVO)!;
  const bruno = leerDni(VIEJO)!;

  it('the holder of age passes; by DNI number, or by surname when the ticket has no DNI', () => {
    expect(verificarDni(ana, { dni: '30.111.222', nombre: 'Ana Núñez' }, 18, noche)).toBe('ok');
    expect(verificarDni(ana, { dni: '', nombre: 'Ana Nunez' }, 18, noche)).toBe('ok');
    expect(verificarDni(ana, { dni: '', nombre: 'Ana' }, 18, noche)).toBe('no_coincide');
  });

  it('another person’s DNI does not match; a minor is refused, whatever the ticket', () => {
    expect(verificarDni(ana, { dni: '28999111', nombre: 'Bruno Díaz' }, 18, noche)).toBe(
      'no_coincide',
    );
    // 20 on the night: under a 21+ night, of age for 18+ and for a night with no minimum.
    expect(verificarDni(bruno, { dni: '28999111', nombre: 'Bruno Díaz' }, 21, noche)).toBe('menor');
    expect(verificarDni(bruno, { dni: '28999111', nombre: 'Bruno Díaz' }, 18, noche)).toBe('ok');
    expect(verificarDni(bruno, { dni: '28999111', nombre: 'Bruno Díaz' }, null, noche)).toBe('ok');
  });

  it('with no holder known (sold after the download) only the age counts', () => {
    expect(verificarDni(ana, null, 18, noche)).toBe('ok');
    expect(verificarDni(bruno, null, 21, noche)).toBe('menor');
  });

  it('a DNI typed from the card: its number against the ticket; staff read the name', () => {
    const escrito = dniEscrito('30.111.222', '1990-05-17')!;
    expect(escrito.numero).toBe('30111222');
    expect(verificarDni(escrito, { dni: '30111222', nombre: 'Ana Núñez' }, 18, noche)).toBe('ok');
    expect(verificarDni(escrito, { dni: '28999111', nombre: 'Ana Núñez' }, 18, noche)).toBe(
      'no_coincide',
    );
    expect(verificarDni(escrito, { dni: '', nombre: 'Ana Núñez' }, 18, noche)).toBe('ok');
    expect(verificarDni(dniEscrito('30111222', '2015-01-01')!, null, 18, noche)).toBe('menor');
    expect(dniEscrito('12', '1990-05-17')).toBeNull();
    expect(dniEscrito('30111222', '1990-02-30')).toBeNull();
  });
});
