// Rsbuild (apps, Storybook) and Vitest both understand CSS Modules; TypeScript needs to be told.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
