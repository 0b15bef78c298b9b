// Home is at /renew too. Same screen as /home.
export { default, generateMetadata } from '../home/page';
