-- Staff types and levels, buildings, economy lines and drills become enums: a typo no longer
-- stores. Existing values are kept (cast in place).
CREATE TYPE "StaffType" AS ENUM ('Coach', 'AssistantCoach', 'YouthTrainer', 'Doctor', 'Trainer', 'PRManager');
CREATE TYPE "StaffLevel" AS ENUM ('Minimal', 'Basic', 'Average', 'Good', 'Excellent', 'WorldRenowned');
CREATE TYPE "Building" AS ENUM ('TrainingCourt', 'Gym', 'MedicalCenter', 'YouthAcademy', 'FanShop', 'Restaurant');
CREATE TYPE "EconomyLineKind" AS ENUM ('MatchRevenue', 'TvMoney', 'Merchandise', 'PromotionBonus', 'Interest', 'Transfers', 'PlayerSalaries', 'StaffSalaries', 'FacilityUpkeep', 'Scouting');
CREATE TYPE "Drill" AS ENUM ('GameShape', 'FreeThrows', 'Stamina', 'InsideDefense', 'Rebounding', 'ShotBlocking', 'InsideShot', 'OutsideShooting', 'JumpShot', 'JumpRange', 'OutsideDefense', 'Handling', 'Driving', 'Passing');

ALTER TABLE "Staff" ALTER COLUMN "type" TYPE "StaffType" USING "type"::"StaffType",
  ALTER COLUMN "level" TYPE "StaffLevel" USING "level"::"StaffLevel";
ALTER TABLE "Facility" ALTER COLUMN "building" TYPE "Building" USING "building"::"Building";
ALTER TABLE "EconomyLine" ALTER COLUMN "kind" TYPE "EconomyLineKind" USING "kind"::"EconomyLineKind";
ALTER TABLE "TrainingPlan" ALTER COLUMN "drill" TYPE "Drill" USING "drill"::"Drill";
ALTER TABLE "TrainingSession" ALTER COLUMN "drill" TYPE "Drill" USING "drill"::"Drill";
