'use client';
// Client calls of recipes and tips (lib/recipes/types.ts, lib/tips/types.ts): the lists (grown by 'show more': the
// first page is re-read bigger, so the list stays one query), the caller's rating and favorite, recently viewed,
// favorites and shares of tips, and sharing by email.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ContentEmailResult, RecipeList, UserLike, UserRating } from '@/lib/recipes/types';
import type { RecipeFilter } from '@/lib/recipes/constants';
import type { EmailContentModel } from '@/lib/recipes/schemas';
import type { TipList, TipShare } from '@/lib/tips/types';

export const recipeKeys = {
  all: ['recipes'] as const,
  list: (category: RecipeFilter, search: string, size: number) => ['recipes', 'list', category, search, size] as const,
  recent: ['recipes', 'recent'] as const,
  rating: (id: number) => ['recipes', 'rating', id] as const,
  favorite: (id: number) => ['recipes', 'favorite', id] as const,
};

export const tipKeys = {
  all: ['tips'] as const,
  list: (favorites: boolean, search: string, size: number) => ['tips', 'list', favorites, search, size] as const,
  recent: ['tips', 'recent'] as const,
  favorite: (id: number) => ['tips', 'favorite', id] as const,
};

/** GET /recipes?category&search&page_size: the first `size` recipes. */
export function useRecipes(category: RecipeFilter, search: string, size: number) {
  return useQuery({
    queryKey: recipeKeys.list(category, search, size),
    queryFn: ({ signal }) => api.get<RecipeList>('/recipes', { query: { category, search: search || undefined, page_size: size }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecentRecipes(enabled: boolean) {
  return useQuery({ queryKey: recipeKeys.recent, queryFn: ({ signal }) => api.get<RecipeList>('/recipes/recent', { signal }).then((l) => l.data), enabled });
}

/** POST /recipes/{id}/views once the page shows; the recent list is read again. */
export function useRecordRecipeView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<void>(`/recipes/${id}/views`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: recipeKeys.recent }),
  });
}

export function useUserRating(id: number, initial: UserRating | undefined, enabled: boolean) {
  return useQuery({ queryKey: recipeKeys.rating(id), queryFn: ({ signal }) => api.get<UserRating>(`/recipes/${id}/user_rating`, { signal }), initialData: initial, enabled });
}

/** POST /recipes/{id}/user_rating {score} (stars), or DELETE (null) to clear. */
export function useRateRecipe(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number | null) =>
      stars === null ? api.delete<UserRating>(`/recipes/${id}/user_rating`) : api.post<UserRating>(`/recipes/${id}/user_rating`, { score: stars }),
    onSuccess: (rating) => {
      queryClient.setQueryData(recipeKeys.rating(id), rating);
      void queryClient.invalidateQueries({ queryKey: ['recipes', 'list'] });
    },
  });
}

/** POST or DELETE /recipes/{id}/user_like. */
export function useFavoriteRecipe(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => (favorite ? api.post<UserLike>(`/recipes/${id}/user_like`) : api.delete<UserLike>(`/recipes/${id}/user_like`)),
    onSuccess: (like) => {
      queryClient.setQueryData(recipeKeys.favorite(id), like);
      void queryClient.invalidateQueries({ queryKey: ['recipes', 'list'] });
    },
  });
}

/** GET /custom_content?category=tips&search&page_size, or the caller's favorites (GET /users/me/custom_content_likes). */
export function useTips(favorites: boolean, search: string, size: number) {
  return useQuery({
    queryKey: tipKeys.list(favorites, search, size),
    queryFn: ({ signal }) =>
      favorites
        ? api.get<TipList>('/users/me/custom_content_likes', { query: { category: 'tips', page_size: size }, signal })
        : api.get<TipList>('/custom_content', { query: { category: 'tips', search: search || undefined, page_size: size }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecentTips(enabled: boolean) {
  return useQuery({ queryKey: tipKeys.recent, queryFn: ({ signal }) => api.get<TipList>('/tips/recent', { signal }).then((l) => l.data), enabled });
}

export function useRecordTipView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<void>(`/tips/${id}/views`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tipKeys.recent }),
  });
}

/** POST or DELETE /custom_content/{id}/user_like. */
export function useFavoriteTip(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: boolean) => (favorite ? api.post<UserLike>(`/custom_content/${id}/user_like`) : api.delete<UserLike>(`/custom_content/${id}/user_like`)),
    onSuccess: (like) => {
      queryClient.setQueryData(tipKeys.favorite(id), like);
      void queryClient.invalidateQueries({ queryKey: ['tips', 'list'] });
    },
  });
}

/** POST /tips/{id}/shares?via= (a network or a copied link). */
export function useShareTip(id: number) {
  return useMutation({ mutationFn: (via: string) => api.post<TipShare>(`/tips/${id}/shares`, undefined, { query: { via } }) });
}

/** POST /emails/content {message, emails, model, id}. */
export function useEmailContent() {
  return useMutation({
    mutationFn: (input: { emails: string; message: string; model: EmailContentModel; id: number }) => api.post<ContentEmailResult>('/emails/content', input),
  });
}
