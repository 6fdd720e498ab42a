export interface App {
  name: 'shell' | 'catalog' | 'checkout' | 'sell' | 'blog' | 'admin' | 'auction';
  dir: string;
  port: number;
}
export const APPS: readonly App[];
export const SUPABASE_PORT: number;
export const APP_FILTERS: readonly string[];
