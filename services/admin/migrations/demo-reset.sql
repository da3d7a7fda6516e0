-- DEMO_MODE: every admin table emptied; the seed migrations then recreate the cities.
TRUNCATE cities CASCADE;
