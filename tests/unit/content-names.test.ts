// The content editor's names for people (lib/content/names.ts, read from the admin-content catalog): the keys issue 32
// found on screen read as names.
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { categoryDescription, categoryName, contentKeyName, sentenceCase, type ContentNamesT } from '@/lib/content/names';
import adminContent from '@/messages/en/admin-content.json';
import adminContentEs from '@/messages/es/admin-content.json';

const t = createTranslator({ locale: 'en', messages: { 'admin-content': adminContent }, namespace: 'admin-content' }) as unknown as ContentNamesT;
const tEs = createTranslator({ locale: 'es', messages: { 'admin-content': adminContentEs }, namespace: 'admin-content' }) as unknown as ContentNamesT;

describe('content names', () => {
  it('names the categories the editor showed as internal keys', () => {
    expect(categoryName('404', t)).toBe('Not found page');
    expect(categoryName('goalPointOptions', t)).toBe('Goal point options');
    expect(categoryName('welcome', t)).toBe('Welcome page');
    expect(categoryDescription('faqs', t)).toMatch(/questions and answers/);
  });

  it('reads an unnamed category or key as its words in sentence case', () => {
    expect(categoryName('home_walkthrough_extra', t)).toBe('Home walkthrough extra');
    expect(categoryDescription('home_walkthrough_extra', t)).toBeNull();
    expect(categoryName('toString', t)).toBe('To string'); // not Object.prototype's
    expect(sentenceCase('reset-password+1')).toBe('Reset password 1');
  });

  it('names keys, kinds of item first', () => {
    expect(contentKeyName('slide_renew', t)).toBe('Slide: Renew');
    expect(contentKeyName('walkthrough_scene_one', t)).toBe('Walkthrough: Scene one');
    expect(contentKeyName('forgot_password', t)).toBe('Forgot password');
    expect(contentKeyName('ios_app_link', t)).toBe('iPhone app link');
    expect(contentKeyName('slide_', t)).toBe('Slide');
  });

  it('names them in the reader’s language', () => {
    expect(categoryName('faqs', tEs)).toBe('Preguntas frecuentes');
    expect(contentKeyName('slide_renew', tEs)).toBe('Diapositiva: Renew');
  });
});
