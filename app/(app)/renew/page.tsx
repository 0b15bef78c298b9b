// participant-core.md §2: "Home, url /renew". Same screen as /home.
export { default, metadata } from '../home/page';
