// The two hooks of work that takes a while: useAsync reads (loading, error, empty, data), useAction
// writes (a saving flag and the failure in words; useFormSubmit in `forms` is its react-hook-form twin).
export { useAsync, type AsyncResult, type AsyncState } from './useAsync';
export { useAction, type Action } from './useAction';
export { isNetworkError } from './networkError';
