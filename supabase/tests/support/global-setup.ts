import type { TestProject } from 'vitest/node';
import { startShopServer, type ShopServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    shop: { url: string; anonKey: string; serviceRoleKey: string; databaseUrl: string };
  }
}

let server: ShopServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startShopServer();
  project.provide('shop', {
    url: server.url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    databaseUrl: server.databaseUrl,
  });
}

export async function teardown(): Promise<void> {
  await server?.close();
}
