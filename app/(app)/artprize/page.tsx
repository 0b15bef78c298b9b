import { redirect } from 'next/navigation';

// /artprize is the abstract frame: My Team decides where the caller goes.
export default function ArtprizeIndexPage() {
  redirect('/artprize/myteam');
}
