import { Spinner } from '@/components/ui/spinner';

export default function Loading() {
  return (
    <div className="grid flex-1 place-items-center py-24">
      <Spinner className="size-10" />
    </div>
  );
}
