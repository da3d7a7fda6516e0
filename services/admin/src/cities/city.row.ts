export interface CityRow {
  id: string;
  name: string;
}
