/** A person's name as the sharing screens show it, the username when they gave none. */
export const fullName = (person: { firstname: string; lastname: string; username: string }) =>
  `${person.firstname} ${person.lastname}`.trim() || person.username;
