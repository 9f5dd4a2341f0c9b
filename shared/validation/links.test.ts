import { describe, expect, it } from 'vitest';
import { NEWS_MSG, createNoticiaSchema, firstIssue } from './admin';
import { isSiteOrWebLink, isSitePath } from './links';

describe('news event links', () => {
  it('accept a page of this site and http(s) addresses', () => {
    for (const link of [
      '/evento/1',
      ' /evento/12 ',
      '/noticias',
      '/',
      'https://pulso.com.ar/evento/1',
      'http://example.com',
    ])
      expect(isSiteOrWebLink(link), link).toBe(true);
  });

  it('refuse other sites in disguise, other schemes and text', () => {
    for (const link of [
      '//evil.example/evento/1',
      '/\\evil.example',
      '/evento/1 y más',
      'evento/1',
      'javascript:alert(1)',
      'ftp://example.com',
      'https://',
      '',
    ])
      expect(isSiteOrWebLink(link), link).toBe(false);
    expect(isSitePath('https://pulso.com.ar/evento/1')).toBe(false);
  });

  it('are what a news item saves, with the spec’s message otherwise', () => {
    const noticia = { titulo: 'Título', contenido: 'Cuerpo' };
    expect(createNoticiaSchema.parse({ ...noticia, urlEvento: '/evento/1' }).urlEvento).toBe(
      '/evento/1',
    );
    expect(firstIssue(createNoticiaSchema, { ...noticia, urlEvento: '' })).toBeNull();
    expect(firstIssue(createNoticiaSchema, { ...noticia, urlEvento: '//evil.example' })).toBe(
      NEWS_MSG.url,
    );
  });
});
