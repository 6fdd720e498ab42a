export const frontendTestConfig: {
  test: {
    environment: 'jsdom';
    globals: true;
    setupFiles: string[];
    include: string[];
  };
};
