/**
 * The iterator helpers of ES2025 (`map.values().flatMap(…)`, `.reduce`, `.find`, `.toArray` …) for
 * Node 20, which lacks them (Node 22 has them). Lighthouse 13 asks for Node ≥ 22.19: on Node 20 it runs,
 * but its trace-engine insights that use these helpers (duplicated JavaScript, legacy JavaScript, third
 * parties) end in "TypeError: … is not a function". Importing this module adds the missing methods to
 * the iterator prototype of this process only; where they exist it does nothing. Not spec-complete
 * (no argument validation), enough for code written against the standard.
 */
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

const helpers = {
  *map(mapper) {
    let index = 0;
    for (const value of iterable(this)) yield mapper(value, index++);
  },
  *filter(predicate) {
    let index = 0;
    for (const value of iterable(this)) if (predicate(value, index++)) yield value;
  },
  *take(limit) {
    if (limit <= 0) return;
    let taken = 0;
    for (const value of iterable(this)) {
      yield value;
      if (++taken >= limit) return;
    }
  },
  *drop(count) {
    let dropped = 0;
    for (const value of iterable(this)) if (dropped++ >= count) yield value;
  },
  *flatMap(mapper) {
    let index = 0;
    for (const value of iterable(this)) yield* mapper(value, index++);
  },
  reduce(reducer, ...initial) {
    let index = 0;
    let started = initial.length > 0;
    let accumulator = initial[0];
    for (const value of iterable(this)) {
      if (started) accumulator = reducer(accumulator, value, index);
      else [accumulator, started] = [value, true];
      index++;
    }
    if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
    return accumulator;
  },
  toArray() {
    return [...iterable(this)];
  },
  forEach(callback) {
    let index = 0;
    for (const value of iterable(this)) callback(value, index++);
  },
  some(predicate) {
    let index = 0;
    for (const value of iterable(this)) if (predicate(value, index++)) return true;
    return false;
  },
  every(predicate) {
    let index = 0;
    for (const value of iterable(this)) if (!predicate(value, index++)) return false;
    return true;
  },
  find(predicate) {
    let index = 0;
    for (const value of iterable(this)) if (predicate(value, index++)) return value;
    return undefined;
  },
};

/** The iterator itself as an iterable (an iterator's [Symbol.iterator] may be missing or not return it). */
function iterable(iterator) {
  return { [Symbol.iterator]: () => iterator };
}

for (const [name, method] of Object.entries(helpers)) {
  if (typeof IteratorPrototype[name] !== 'function') {
    Object.defineProperty(IteratorPrototype, name, { value: method, writable: true, configurable: true });
  }
}
