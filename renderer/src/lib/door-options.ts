// Door choices for a filter: each door's GUID and name from an inventory snapshot's items.

export interface DoorOption {
  doorGuid: string;
  name: string;
}

export function doorOptions(items: unknown[]): DoorOption[] {
  const options: DoorOption[] = [];
  for (const item of items) {
    const { doorGuid, name } = (item ?? {}) as { doorGuid?: unknown; name?: unknown };
    if (typeof doorGuid === 'string') options.push({ doorGuid, name: typeof name === 'string' ? name : doorGuid });
  }
  return options;
}
