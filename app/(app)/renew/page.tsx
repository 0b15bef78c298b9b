// Home is at /renew too. Same screen as /home.
export { default, metadata } from '../home/page';
