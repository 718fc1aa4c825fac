// Inside the group's layout, which draws the site's shell: the content only (one shell, issue 56).
export { ForbiddenContent as default } from '@/components/status-pages';
