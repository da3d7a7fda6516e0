export interface CityRow {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}
