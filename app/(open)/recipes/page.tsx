import { redirect } from 'next/navigation';

// /recipes is not a page of its own: today's recipe is where the menu goes.
export default function RecipesIndex() {
  redirect('/recipes/today');
}
