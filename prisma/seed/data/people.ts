// The acme participants besides the demo sign-ins (accounts.ts): believable, diverse names. Everything about a
// person that the seed decides (location, how engaged they are) is derived from their index, so the art generator
// and the seed agree without sharing state.

export interface Person {
  first: string;
  last: string;
  gender: 'female' | 'male' | 'nonbinary';
}

const P = (first: string, last: string, gender: Person['gender']): Person => ({ first, last, gender });

export const PEOPLE: Person[] = [
  P('Aaliyah', 'Johnson', 'female'), P('Aarav', 'Patel', 'male'), P('Adebayo', 'Okonkwo', 'male'),
  P('Aiko', 'Tanaka', 'female'), P('Alejandro', 'García', 'male'), P('Amara', 'Nwosu', 'female'),
  P('Ana', 'Sousa', 'female'), P('Anders', 'Nilsson', 'male'), P('Ayesha', 'Khan', 'female'),
  P('Beatriz', 'Almeida', 'female'), P('Ben', 'Cohen', 'male'), P('Camille', 'Laurent', 'female'),
  P('Carlos', 'Mendoza', 'male'), P('Chen', 'Wei', 'male'), P('Chloe', 'Martin', 'female'),
  P('Daniel', 'Kim', 'male'), P('Deepa', 'Iyer', 'female'), P('Diego', 'Hernández', 'male'),
  P('Elena', 'Petrova', 'female'), P('Emeka', 'Eze', 'male'), P('Emily', 'Walsh', 'female'),
  P('Fatima', 'Al-Sayed', 'female'), P('Finn', "O'Connor", 'male'), P('Hana', 'Novak', 'female'),
  P('Hiroshi', 'Sato', 'male'), P('Imani', 'Brooks', 'female'), P('Isabella', 'Rossi', 'female'),
  P('Jamal', 'Washington', 'male'), P('Jin', 'Park', 'nonbinary'), P('Kavya', 'Reddy', 'female'),
  P('Kwame', 'Mensah', 'male'), P('Lars', 'Jensen', 'male'), P('Leila', 'Haddad', 'female'),
  P('Liam', 'Murphy', 'male'), P('Lucía', 'Fernández', 'female'), P('Malik', 'Robinson', 'male'),
  P('Mei', 'Lin', 'female'), P('Mohammed', 'Rahimi', 'male'), P('Nia', 'Campbell', 'female'),
  P('Noah', 'Fischer', 'male'), P('Olga', 'Ivanova', 'female'), P('Omar', 'Farouk', 'male'),
  P('Paolo', 'Bianchi', 'male'), P('Rachel', 'Goldberg', 'female'), P('Rosa', 'Delgado', 'female'),
  P('Sanjay', 'Gupta', 'male'), P('Sofia', 'Andersson', 'female'), P('Tariq', 'Hussain', 'male'),
  P('Thandiwe', 'Dlamini', 'female'), P('Tomás', 'Silva', 'male'), P('Valentina', 'Cruz', 'female'),
  P('Wei', 'Zhang', 'female'), P('Yara', 'Saleh', 'female'), P('Zoe', 'Bennett', 'nonbinary'),
];

/** ASCII slug of a name: 'Lucía Fernández' → 'lucia-fernandez'. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const emailOf = (p: { first: string; last: string }) => `${slug(p.first)}.${slug(p.last).replace(/-/g, '')}@example.com`;
export const avatarUrl = (p: { first: string; last: string }) => `/demo/avatars/${slug(`${p.first} ${p.last}`)}.svg`;

/** Every ~9th person has not uploaded a photo: the product's default image shows instead. */
export const hasPhoto = (index: number) => index % 9 !== 4;
