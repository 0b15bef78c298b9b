// A recipe as written by hand (social-engagement.md §3 "Recipe").
export type Course = 'breakfast' | 'lunch' | 'dinner' | 'snacks';

export interface RecipeSeed {
  title: string;
  description: string;
  courses: Course[];
  servings: number;
  active: number;
  total: number;
  health: string[];
  cuisine: string;
  diet: string[];
  ingredients: string[];
  steps: string[];
}

type Row = [title: string, description: string, courses: Course[], servings: number, active: number, total: number,
  health: string[], cuisine: string, diet: string[], ingredients: string[], steps: string[]];

export const recipes = (rows: Row[]): RecipeSeed[] =>
  rows.map(([title, description, courses, servings, active, total, health, cuisine, diet, ingredients, steps]) => ({
    title, description, courses, servings, active, total, health, cuisine, diet, ingredients, steps,
  }));
