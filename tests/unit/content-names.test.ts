// The content editor's names for people (lib/content/names.ts): the keys issue 32 found on screen read as names.
import { describe, expect, it } from 'vitest';
import { categoryDescription, categoryName, contentKeyName, sentenceCase } from '@/lib/content/names';

describe('content names', () => {
  it('names the categories the editor showed as internal keys', () => {
    expect(categoryName('404')).toBe('Not found page');
    expect(categoryName('goalPointOptions')).toBe('Goal point options');
    expect(categoryName('welcome')).toBe('Welcome page');
    expect(categoryDescription('faqs')).toMatch(/questions and answers/);
  });

  it('reads an unnamed category or key as its words in sentence case', () => {
    expect(categoryName('home_walkthrough_extra')).toBe('Home walkthrough extra');
    expect(categoryDescription('home_walkthrough_extra')).toBeNull();
    expect(categoryName('toString')).toBe('To string'); // not Object.prototype's
    expect(sentenceCase('reset-password+1')).toBe('Reset password 1');
  });

  it('names keys, kinds of item first', () => {
    expect(contentKeyName('slide_renew')).toBe('Slide: Renew');
    expect(contentKeyName('walkthrough_scene_one')).toBe('Walkthrough: Scene one');
    expect(contentKeyName('forgot_password')).toBe('Forgot password');
    expect(contentKeyName('ios_app_link')).toBe('iPhone app link');
    expect(contentKeyName('slide_')).toBe('Slide');
  });
});
