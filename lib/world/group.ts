/** Appends `item` to the list of `key` in `map`, starting the list when there is none. */
export function appendTo<K, T>(map: Map<K, T[]>, key: K, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/** The items by key, each list in the items' order. */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) appendTo(out, key(item), item);
  return out;
}
