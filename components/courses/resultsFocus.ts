/**
 * A search sent from the catalogue's form: its page replaces the form (remounted for the new query),
 * so the focus would fall to the page, nine Tabs above the first result. The form marks the search
 * here; the results take the focus once they show it (components/courses/CourseResults).
 */
let searched = false;

export function markSearch(): void {
  searched = true;
}

/** Whether the results now shown answer a search of the form (once). */
export function takeSearch(): boolean {
  const was = searched;
  searched = false;
  return was;
}
