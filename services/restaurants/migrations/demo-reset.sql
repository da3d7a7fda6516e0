-- DEMO_MODE: every restaurants table emptied (children go with their restaurant); seeds then recreate the demo.
TRUNCATE restaurants, images, contact_messages, restaurants_seeds, subdomain_holds, restaurants_mail_outbox CASCADE;
