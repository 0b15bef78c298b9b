// The list envelope lives in server/platform/pagination.ts (services and serializers build it, and they never import
// server/http). Kept while routes move their imports there.
export * from '@/server/platform/pagination';
