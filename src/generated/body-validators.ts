// Generated from the contract (openapi.yaml, openapi/*.yaml) by `npm run codegen`. Do not edit.
// @ts-nocheck
/* eslint-disable */
let loaded;
export function loadValidators() {
  if (loaded) return loaded;
  const exports = {};
exports.createSandboxTransferQuote_body = validate21;
const schema32 = {"$ref":"components.json#/$defs/SandboxTransferRequest"};
const schema34 = {"type":"object","description":"A transfer to quote in the sandbox.","required":["pickup_location","dropoff_location","vehicle_class"],"additionalProperties":false,"properties":{"pickup_location":{"$ref":"components.json#/$defs/TransferLocation"},"dropoff_location":{"$ref":"components.json#/$defs/TransferLocation"},"flight_number":{"$ref":"components.json#/$defs/FlightNumber"},"pickup_at":{"type":"string","format":"date-time","description":"Pickup time with a UTC offset. Required unless the pickup is at an airport with a `flight_number`.","examples":["2026-12-05T15:30:00+04:00"]},"buffer_minutes_override":{"type":"integer","minimum":0,"maximum":180,"description":"Free waiting after landing (or after `pickup_at`), in minutes. Defaults to `60`."},"vehicle_class":{"$ref":"components.json#/$defs/VehicleClass"},"passengers":{"type":"integer","minimum":1,"maximum":30,"description":"At most the seats of `vehicle_class`."},"client_metadata":{"$ref":"components.json#/$defs/ClientMetadata"}}};
const schema40 = {"type":"string","description":"Arriving flight; an IATA (2-character) or ICAO (3-letter) airline code followed by 1-4 digits and an optional suffix letter, without spaces.","pattern":"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$","examples":["EK202"]};
const schema41 = {"type":"string","description":"Vehicle class, hired with its licensed chauffeur. Seats: `VIP_V_CLASS` 7 (multi-purpose\nexecutive van), `EXECUTIVE_SEDAN` 3 (executive saloon), `LUXURY_COACH` 30 (coach).\n","enum":["VIP_V_CLASS","EXECUTIVE_SEDAN","LUXURY_COACH"]};
const schema35 = {"type":"object","description":"Where a transfer starts or ends.","oneOf":[{"$ref":"components.json#/$defs/AirportLocation"},{"$ref":"components.json#/$defs/CoordinatesLocation"},{"$ref":"components.json#/$defs/HotelLocation"}],"discriminator":{"propertyName":"type"}};
const schema38 = {"type":"object","description":"A point given by WGS 84 coordinates; it must lie inside the United Arab Emirates.","required":["type","latitude","longitude"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"coordinates"},"latitude":{"type":"number","minimum":-90,"maximum":90,"examples":[25.1972]},"longitude":{"type":"number","minimum":-180,"maximum":180,"examples":[55.2744]},"label":{"type":"string","minLength":1,"maxLength":120,"description":"What the driver should look for at the point.","examples":["Al Qudra camp gate"]}}};
const schema39 = {"type":"object","description":"A hotel, given by the partner's own hotel code or the hotel's name.","required":["type","hotel_ref"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"hotel"},"hotel_ref":{"type":"string","minLength":1,"maxLength":120,"description":"The hotel as the partner names it: its name, or the partner's own hotel code.","examples":["Atlantis The Palm"]}}};
const schema36 = {"type":"object","description":"An airport terminal.","required":["type","terminal"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"airport"},"terminal":{"$ref":"components.json#/$defs/AirportTerminal"}}};
const schema37 = {"type":"string","description":"Dubai International terminals 1-3, Dubai World Central (Al Maktoum) and Sharjah.","enum":["DXB_T1","DXB_T2","DXB_T3","DWC","SHJ"]};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.terminal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "terminal"},message:"must have required property '"+"terminal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "terminal"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("airport" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "airport"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.terminal !== undefined){
let data1 = data.terminal;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/AirportTerminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((data1 === "DXB_T1") || (data1 === "DXB_T2")) || (data1 === "DXB_T3")) || (data1 === "DWC")) || (data1 === "SHJ"))){
const err6 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/AirportTerminal/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const func1 = require("ajv/dist/runtime/ucs2length").default;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "airport"){
if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "coordinates"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesLocation/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.latitude === undefined){
const err1 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesLocation/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.longitude === undefined){
const err2 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesLocation/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "latitude")) || (key0 === "longitude")) || (key0 === "label"))){
const err3 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("coordinates" !== data0){
const err5 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/type/const",keyword:"const",params:{allowedValue: "coordinates"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.latitude !== undefined){
let data1 = data.latitude;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 90 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < -90 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.longitude !== undefined){
let data2 = data.longitude;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 180 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < -180 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.label !== undefined){
let data3 = data.label;
if(typeof data3 === "string"){
if(func1(data3) > 120){
const err12 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/label/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 1){
const err13 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/CoordinatesLocation/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesLocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "hotel"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err16 = {instancePath,schemaPath:"components.json#/$defs/HotelLocation/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.hotel_ref === undefined){
const err17 = {instancePath,schemaPath:"components.json#/$defs/HotelLocation/required",keyword:"required",params:{missingProperty: "hotel_ref"},message:"must have required property '"+"hotel_ref"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
for(const key1 in data){
if(!((key1 === "type") || (key1 === "hotel_ref"))){
const err18 = {instancePath,schemaPath:"components.json#/$defs/HotelLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.type !== undefined){
let data4 = data.type;
if(typeof data4 !== "string"){
const err19 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/HotelLocation/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if("hotel" !== data4){
const err20 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/HotelLocation/properties/type/const",keyword:"const",params:{allowedValue: "hotel"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.hotel_ref !== undefined){
let data5 = data.hotel_ref;
if(typeof data5 === "string"){
if(func1(data5) > 120){
const err21 = {instancePath:instancePath+"/hotel_ref",schemaPath:"components.json#/$defs/HotelLocation/properties/hotel_ref/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data5) < 1){
const err22 = {instancePath:instancePath+"/hotel_ref",schemaPath:"components.json#/$defs/HotelLocation/properties/hotel_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/hotel_ref",schemaPath:"components.json#/$defs/HotelLocation/properties/hotel_ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"components.json#/$defs/HotelLocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err25 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0, values: ["airport","coordinates","hotel"]},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0, values: ["airport","coordinates","hotel"]},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema42 = {"type":"object","description":"White-label details for the traveller's voucher.","additionalProperties":false,"properties":{"agency_name":{"type":"string","minLength":1,"maxLength":120,"examples":["Gulf Horizons Travel"]},"logo_url":{"type":"string","format":"uri","pattern":"^https://","maxLength":2048,"description":"Logo image; `https` only.","examples":["https://cdn.gulfhorizons.example/logo.png"]},"voucher_branding":{"$ref":"components.json#/$defs/VoucherBranding"},"agency_reference":{"type":"string","minLength":1,"maxLength":64,"description":"The agency's own booking reference.","examples":["GH-88213"]}}};
const schema43 = {"type":"object","description":"How the traveller's voucher is branded. `white_label`: the agency's name, logo and accent\ncolour only, with no operator branding. `operator`: the operator's standard voucher.\n","required":["mode"],"additionalProperties":false,"properties":{"mode":{"type":"string","enum":["white_label","operator"]},"accent_hex":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$","description":"Accent colour, `#RRGGBB`.","examples":["#0A7C86"]},"footer_text":{"type":"string","minLength":1,"maxLength":200,"description":"Line printed at the foot of the voucher.","examples":["Call us 24/7 on +971 4 000 0000"]}}};
const formats2 = require("ajv-formats/dist/formats").fullFormats.uri;
const pattern5 = new RegExp("^https://", "u");
const pattern6 = new RegExp("^#[0-9A-Fa-f]{6}$", "u");

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "agency_name") || (key0 === "logo_url")) || (key0 === "voucher_branding")) || (key0 === "agency_reference"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.agency_name !== undefined){
let data0 = data.agency_name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err1 = {instancePath:instancePath+"/agency_name",schemaPath:"#/properties/agency_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/agency_name",schemaPath:"#/properties/agency_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/agency_name",schemaPath:"#/properties/agency_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.logo_url !== undefined){
let data1 = data.logo_url;
if(typeof data1 === "string"){
if(func1(data1) > 2048){
const err4 = {instancePath:instancePath+"/logo_url",schemaPath:"#/properties/logo_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern5.test(data1)){
const err5 = {instancePath:instancePath+"/logo_url",schemaPath:"#/properties/logo_url/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats2(data1))){
const err6 = {instancePath:instancePath+"/logo_url",schemaPath:"#/properties/logo_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/logo_url",schemaPath:"#/properties/logo_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.voucher_branding !== undefined){
let data2 = data.voucher_branding;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.mode === undefined){
const err8 = {instancePath:instancePath+"/voucher_branding",schemaPath:"components.json#/$defs/VoucherBranding/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data2){
if(!(((key1 === "mode") || (key1 === "accent_hex")) || (key1 === "footer_text"))){
const err9 = {instancePath:instancePath+"/voucher_branding",schemaPath:"components.json#/$defs/VoucherBranding/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.mode !== undefined){
let data3 = data2.mode;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/voucher_branding/mode",schemaPath:"components.json#/$defs/VoucherBranding/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data3 === "white_label") || (data3 === "operator"))){
const err11 = {instancePath:instancePath+"/voucher_branding/mode",schemaPath:"components.json#/$defs/VoucherBranding/properties/mode/enum",keyword:"enum",params:{allowedValues: schema43.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.accent_hex !== undefined){
let data4 = data2.accent_hex;
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err12 = {instancePath:instancePath+"/voucher_branding/accent_hex",schemaPath:"components.json#/$defs/VoucherBranding/properties/accent_hex/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/voucher_branding/accent_hex",schemaPath:"components.json#/$defs/VoucherBranding/properties/accent_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.footer_text !== undefined){
let data5 = data2.footer_text;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err14 = {instancePath:instancePath+"/voucher_branding/footer_text",schemaPath:"components.json#/$defs/VoucherBranding/properties/footer_text/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data5) < 1){
const err15 = {instancePath:instancePath+"/voucher_branding/footer_text",schemaPath:"components.json#/$defs/VoucherBranding/properties/footer_text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/voucher_branding/footer_text",schemaPath:"components.json#/$defs/VoucherBranding/properties/footer_text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/voucher_branding",schemaPath:"components.json#/$defs/VoucherBranding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.agency_reference !== undefined){
let data6 = data.agency_reference;
if(typeof data6 === "string"){
if(func1(data6) > 64){
const err18 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data6) < 1){
const err19 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern4 = new RegExp("^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$", "u");
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pickup_location === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_location"},message:"must have required property '"+"pickup_location"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.dropoff_location === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dropoff_location"},message:"must have required property '"+"dropoff_location"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.vehicle_class === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle_class"},message:"must have required property '"+"vehicle_class"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "pickup_location") || (key0 === "dropoff_location")) || (key0 === "flight_number")) || (key0 === "pickup_at")) || (key0 === "buffer_minutes_override")) || (key0 === "vehicle_class")) || (key0 === "passengers")) || (key0 === "client_metadata"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.pickup_location !== undefined){
if(!(validate24(data.pickup_location, {instancePath:instancePath+"/pickup_location",parentData:data,parentDataProperty:"pickup_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.dropoff_location !== undefined){
if(!(validate24(data.dropoff_location, {instancePath:instancePath+"/dropoff_location",parentData:data,parentDataProperty:"dropoff_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
if(data.flight_number !== undefined){
let data2 = data.flight_number;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err4 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.pickup_at !== undefined){
let data3 = data.pickup_at;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err6 = {instancePath:instancePath+"/pickup_at",schemaPath:"#/properties/pickup_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/pickup_at",schemaPath:"#/properties/pickup_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.buffer_minutes_override !== undefined){
let data4 = data.buffer_minutes_override;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err8 = {instancePath:instancePath+"/buffer_minutes_override",schemaPath:"#/properties/buffer_minutes_override/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 180 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/buffer_minutes_override",schemaPath:"#/properties/buffer_minutes_override/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/buffer_minutes_override",schemaPath:"#/properties/buffer_minutes_override/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.vehicle_class !== undefined){
let data5 = data.vehicle_class;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/vehicle_class",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(((data5 === "VIP_V_CLASS") || (data5 === "EXECUTIVE_SEDAN")) || (data5 === "LUXURY_COACH"))){
const err12 = {instancePath:instancePath+"/vehicle_class",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.passengers !== undefined){
let data6 = data.passengers;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 30 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.client_metadata !== undefined){
if(!(validate29(data.client_metadata, {instancePath:instancePath+"/client_metadata",parentData:data,parentDataProperty:"client_metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.runAccountAction_body = validate32;
const schema44 = {"$ref":"components.json#/$defs/AccountActionRequest"};
const schema45 = {"type":"object","description":"The body of an account action, chosen by `action`.","oneOf":[{"$ref":"components.json#/$defs/DeveloperHandshakeRequest"},{"$ref":"components.json#/$defs/CreditLineApplicationRequest"},{"$ref":"components.json#/$defs/WalletTopupRequest"},{"$ref":"components.json#/$defs/AccountPayloadRequest"},{"$ref":"components.json#/$defs/TrackingLinkRequest"}],"discriminator":{"propertyName":"action"}};
const schema58 = {"type":"object","description":"A partner tracking link for a property; open to the holiday-home and affiliate tiers only.","required":["action","partner_code","tier","property_id","destination"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"tracking_link"},"partner_code":{"type":"string","pattern":"^[A-Za-z0-9_-]{2,40}$","examples":["PALMHH"]},"tier":{"type":"string","enum":["Tier_1_Holiday_Homes","Tier_2_Affiliates"],"description":"Only the holiday-home and affiliate tiers earn through tracking links."},"property_id":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["villa-12"]},"destination":{"type":"string","format":"hostname","pattern":"\\.","maxLength":253,"description":"Host name of the booking site the link opens (no scheme, no path).","examples":["book.example.ae"]}}};
const schema46 = {"type":"object","description":"Registers a developer platform and returns a sandbox token.","required":["action","platform_name","contact_email","use_case"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"developer_handshake"},"platform_name":{"type":"string","minLength":1,"maxLength":120,"examples":["Gulf Horizons Booking Engine"]},"contact_email":{"$ref":"components.json#/$defs/Email"},"use_case":{"type":"string","minLength":1,"maxLength":200,"examples":["transfers"]}}};
const schema47 = {"type":"string","description":"An e-mail address, at most 254 characters.","format":"email","maxLength":254,"examples":["dev@gulfhorizons.example"]};
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.platform_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "platform_name"},message:"must have required property '"+"platform_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contact_email === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contact_email"},message:"must have required property '"+"contact_email"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.use_case === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "use_case"},message:"must have required property '"+"use_case"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "action") || (key0 === "platform_name")) || (key0 === "contact_email")) || (key0 === "use_case"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("developer_handshake" !== data0){
const err6 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "developer_handshake"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.platform_name !== undefined){
let data1 = data.platform_name;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err7 = {instancePath:instancePath+"/platform_name",schemaPath:"#/properties/platform_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/platform_name",schemaPath:"#/properties/platform_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/platform_name",schemaPath:"#/properties/platform_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.contact_email !== undefined){
let data2 = data.contact_email;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err10 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats4.test(data2))){
const err11 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.use_case !== undefined){
let data3 = data.use_case;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err13 = {instancePath:instancePath+"/use_case",schemaPath:"#/properties/use_case/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data3) < 1){
const err14 = {instancePath:instancePath+"/use_case",schemaPath:"#/properties/use_case/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/use_case",schemaPath:"#/properties/use_case/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema48 = {"type":"object","description":"Applies for net terms for a UAE-registered company; a person reviews every application.","required":["action","company_legal_name","trade_licence_number","trn","contact_email","requested_terms"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"credit_line_application"},"company_legal_name":{"type":"string","minLength":1,"maxLength":200,"examples":["Gulf Horizons Travel L.L.C."]},"trade_licence_number":{"type":"string","minLength":1,"maxLength":50,"examples":["1234567"]},"licence_authority":{"type":"string","minLength":1,"maxLength":120,"description":"Authority that issued the trade licence.","examples":["Dubai DET"]},"trn":{"$ref":"components.json#/$defs/Trn"},"contact_name":{"type":"string","minLength":1,"maxLength":120,"examples":["Mariam Al Suwaidi"]},"contact_email":{"$ref":"components.json#/$defs/Email"},"requested_terms":{"$ref":"components.json#/$defs/CreditTerms"},"requested_limit_aed":{"type":"number","x-max-decimals":2,"exclusiveMinimum":0,"maximum":10000000,"description":"Credit limit asked for, AED."}}};
const schema49 = {"type":"string","description":"UAE tax registration number; 15 digits beginning 100.","pattern":"^100[0-9]{12}$","examples":["100123456700003"]};
const schema51 = {"type":"string","description":"Payment terms, net 15, 30, 45 or 60 days.","enum":["NET_15","NET_30","NET_45","NET_60"]};
const func17 = Object.prototype.hasOwnProperty;
const pattern7 = new RegExp("^100[0-9]{12}$", "u");

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.company_legal_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "company_legal_name"},message:"must have required property '"+"company_legal_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.trade_licence_number === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trade_licence_number"},message:"must have required property '"+"trade_licence_number"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.trn === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "trn"},message:"must have required property '"+"trn"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.contact_email === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contact_email"},message:"must have required property '"+"contact_email"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.requested_terms === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requested_terms"},message:"must have required property '"+"requested_terms"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema48.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err7 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("credit_line_application" !== data0){
const err8 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "credit_line_application"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.company_legal_name !== undefined){
let data1 = data.company_legal_name;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err9 = {instancePath:instancePath+"/company_legal_name",schemaPath:"#/properties/company_legal_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/company_legal_name",schemaPath:"#/properties/company_legal_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/company_legal_name",schemaPath:"#/properties/company_legal_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.trade_licence_number !== undefined){
let data2 = data.trade_licence_number;
if(typeof data2 === "string"){
if(func1(data2) > 50){
const err12 = {instancePath:instancePath+"/trade_licence_number",schemaPath:"#/properties/trade_licence_number/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data2) < 1){
const err13 = {instancePath:instancePath+"/trade_licence_number",schemaPath:"#/properties/trade_licence_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/trade_licence_number",schemaPath:"#/properties/trade_licence_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.licence_authority !== undefined){
let data3 = data.licence_authority;
if(typeof data3 === "string"){
if(func1(data3) > 120){
const err15 = {instancePath:instancePath+"/licence_authority",schemaPath:"#/properties/licence_authority/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data3) < 1){
const err16 = {instancePath:instancePath+"/licence_authority",schemaPath:"#/properties/licence_authority/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/licence_authority",schemaPath:"#/properties/licence_authority/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.trn !== undefined){
let data4 = data.trn;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err18 = {instancePath:instancePath+"/trn",schemaPath:"components.json#/$defs/Trn/pattern",keyword:"pattern",params:{pattern: "^100[0-9]{12}$"},message:"must match pattern \""+"^100[0-9]{12}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/trn",schemaPath:"components.json#/$defs/Trn/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.contact_name !== undefined){
let data5 = data.contact_name;
if(typeof data5 === "string"){
if(func1(data5) > 120){
const err20 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data5) < 1){
const err21 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.contact_email !== undefined){
let data6 = data.contact_email;
if(typeof data6 === "string"){
if(func1(data6) > 254){
const err23 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats4.test(data6))){
const err24 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.requested_terms !== undefined){
let data7 = data.requested_terms;
if(typeof data7 !== "string"){
const err26 = {instancePath:instancePath+"/requested_terms",schemaPath:"components.json#/$defs/CreditTerms/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!((((data7 === "NET_15") || (data7 === "NET_30")) || (data7 === "NET_45")) || (data7 === "NET_60"))){
const err27 = {instancePath:instancePath+"/requested_terms",schemaPath:"components.json#/$defs/CreditTerms/enum",keyword:"enum",params:{allowedValues: schema51.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.requested_limit_aed !== undefined){
let data8 = data.requested_limit_aed;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 10000000 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/requested_limit_aed",schemaPath:"#/properties/requested_limit_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 <= 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/requested_limit_aed",schemaPath:"#/properties/requested_limit_aed/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(Number(data8.toFixed(2)) !== data8){
const err30 = {instancePath:instancePath+"/requested_limit_aed",schemaPath:"#/properties/requested_limit_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/requested_limit_aed",schemaPath:"#/properties/requested_limit_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema52 = {"type":"object","description":"A prepayment into the account's wallet, invoiced for bank transfer.","required":["action","company_name","contact_email","amount_aed"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"wallet_topup"},"company_name":{"type":"string","minLength":1,"maxLength":200,"examples":["Gulf Horizons Travel"]},"contact_email":{"$ref":"components.json#/$defs/Email"},"amount_aed":{"type":"number","x-max-decimals":2,"minimum":100,"maximum":1000000,"description":"Amount to top up, AED 100 to 1,000,000."},"purchase_order":{"type":"string","minLength":1,"maxLength":64,"description":"The partner's purchase order, printed on the invoice.","examples":["PO-2026-118"]}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.company_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "company_name"},message:"must have required property '"+"company_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contact_email === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contact_email"},message:"must have required property '"+"contact_email"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.amount_aed === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount_aed"},message:"must have required property '"+"amount_aed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "action") || (key0 === "company_name")) || (key0 === "contact_email")) || (key0 === "amount_aed")) || (key0 === "purchase_order"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("wallet_topup" !== data0){
const err6 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "wallet_topup"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.company_name !== undefined){
let data1 = data.company_name;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err7 = {instancePath:instancePath+"/company_name",schemaPath:"#/properties/company_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data1) < 1){
const err8 = {instancePath:instancePath+"/company_name",schemaPath:"#/properties/company_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/company_name",schemaPath:"#/properties/company_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.contact_email !== undefined){
let data2 = data.contact_email;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err10 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(formats4.test(data2))){
const err11 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.amount_aed !== undefined){
let data3 = data.amount_aed;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 1000000 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 100 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Number(data3.toFixed(2)) !== data3){
const err15 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.purchase_order !== undefined){
let data4 = data.purchase_order;
if(typeof data4 === "string"){
if(func1(data4) > 64){
const err17 = {instancePath:instancePath+"/purchase_order",schemaPath:"#/properties/purchase_order/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data4) < 1){
const err18 = {instancePath:instancePath+"/purchase_order",schemaPath:"#/properties/purchase_order/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/purchase_order",schemaPath:"#/properties/purchase_order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema54 = {"type":"object","description":"Lines to show in the account's display currencies.","required":["action","company_name","tier","display_currencies","lines"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"account_payload"},"company_name":{"type":"string","minLength":1,"maxLength":200,"examples":["Gulf Horizons Travel"]},"tier":{"$ref":"components.json#/$defs/PartnerTier"},"display_currencies":{"type":"array","description":"Currencies to show besides AED; each needs a daily rate.","minItems":1,"maxItems":12,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/CurrencyCode"}},"lines":{"type":"array","minItems":1,"maxItems":100,"items":{"$ref":"components.json#/$defs/PayloadLine"}}}};
const schema55 = {"type":"string","description":"Commercial tier of a trade account.","enum":["Tier_1_Holiday_Homes","Tier_2_Affiliates","Tier_3_Travel_Agencies","Tier_4_Regional_DMCs","Tier_5_Corporate","Tier_6_Hotel_Desks"]};
const schema56 = {"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 currency code.","examples":["USD"]};
const schema57 = {"type":"object","description":"One priced line; `sell_aed` may not be below `net_aed`.","required":["label","net_aed","sell_aed"],"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1,"maxLength":120,"examples":["DXB arrival, V-Class"]},"net_aed":{"type":"number","x-max-decimals":2,"minimum":0,"maximum":10000000,"description":"Net to the partner, AED."},"sell_aed":{"type":"number","x-max-decimals":2,"minimum":0,"maximum":10000000,"description":"Price the partner sells at, AED."}}};
const func0 = require("ajv/dist/runtime/equal").default;
const pattern8 = new RegExp("^[A-Z]{3}$", "u");

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.company_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "company_name"},message:"must have required property '"+"company_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tier === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.display_currencies === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "display_currencies"},message:"must have required property '"+"display_currencies"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.lines === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "action") || (key0 === "company_name")) || (key0 === "tier")) || (key0 === "display_currencies")) || (key0 === "lines"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("account_payload" !== data0){
const err7 = {instancePath:instancePath+"/action",schemaPath:"#/properties/action/const",keyword:"const",params:{allowedValue: "account_payload"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.company_name !== undefined){
let data1 = data.company_name;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err8 = {instancePath:instancePath+"/company_name",schemaPath:"#/properties/company_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/company_name",schemaPath:"#/properties/company_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/company_name",schemaPath:"#/properties/company_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.tier !== undefined){
let data2 = data.tier;
if(typeof data2 !== "string"){
const err11 = {instancePath:instancePath+"/tier",schemaPath:"components.json#/$defs/PartnerTier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((data2 === "Tier_1_Holiday_Homes") || (data2 === "Tier_2_Affiliates")) || (data2 === "Tier_3_Travel_Agencies")) || (data2 === "Tier_4_Regional_DMCs")) || (data2 === "Tier_5_Corporate")) || (data2 === "Tier_6_Hotel_Desks"))){
const err12 = {instancePath:instancePath+"/tier",schemaPath:"components.json#/$defs/PartnerTier/enum",keyword:"enum",params:{allowedValues: schema55.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.display_currencies !== undefined){
let data3 = data.display_currencies;
if(Array.isArray(data3)){
if(data3.length > 12){
const err13 = {instancePath:instancePath+"/display_currencies",schemaPath:"#/properties/display_currencies/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.length < 1){
const err14 = {instancePath:instancePath+"/display_currencies",schemaPath:"#/properties/display_currencies/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(!pattern8.test(data4)){
const err15 = {instancePath:instancePath+"/display_currencies/" + i0,schemaPath:"components.json#/$defs/CurrencyCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/display_currencies/" + i0,schemaPath:"components.json#/$defs/CurrencyCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
let i1 = data3.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data3[i1], data3[j0])){
const err17 = {instancePath:instancePath+"/display_currencies",schemaPath:"#/properties/display_currencies/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/display_currencies",schemaPath:"#/properties/display_currencies/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.lines !== undefined){
let data5 = data.lines;
if(Array.isArray(data5)){
if(data5.length > 100){
const err19 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.length < 1){
const err20 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len1 = data5.length;
for(let i2=0; i2<len1; i2++){
let data6 = data5[i2];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.label === undefined){
const err21 = {instancePath:instancePath+"/lines/" + i2,schemaPath:"components.json#/$defs/PayloadLine/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data6.net_aed === undefined){
const err22 = {instancePath:instancePath+"/lines/" + i2,schemaPath:"components.json#/$defs/PayloadLine/required",keyword:"required",params:{missingProperty: "net_aed"},message:"must have required property '"+"net_aed"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6.sell_aed === undefined){
const err23 = {instancePath:instancePath+"/lines/" + i2,schemaPath:"components.json#/$defs/PayloadLine/required",keyword:"required",params:{missingProperty: "sell_aed"},message:"must have required property '"+"sell_aed"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key1 in data6){
if(!(((key1 === "label") || (key1 === "net_aed")) || (key1 === "sell_aed"))){
const err24 = {instancePath:instancePath+"/lines/" + i2,schemaPath:"components.json#/$defs/PayloadLine/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.label !== undefined){
let data7 = data6.label;
if(typeof data7 === "string"){
if(func1(data7) > 120){
const err25 = {instancePath:instancePath+"/lines/" + i2+"/label",schemaPath:"components.json#/$defs/PayloadLine/properties/label/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func1(data7) < 1){
const err26 = {instancePath:instancePath+"/lines/" + i2+"/label",schemaPath:"components.json#/$defs/PayloadLine/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/lines/" + i2+"/label",schemaPath:"components.json#/$defs/PayloadLine/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data6.net_aed !== undefined){
let data8 = data6.net_aed;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 10000000 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/lines/" + i2+"/net_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/net_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/lines/" + i2+"/net_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/net_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(Number(data8.toFixed(2)) !== data8){
const err30 = {instancePath:instancePath+"/lines/" + i2+"/net_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/net_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/lines/" + i2+"/net_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/net_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data6.sell_aed !== undefined){
let data9 = data6.sell_aed;
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 10000000 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/lines/" + i2+"/sell_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/sell_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/lines/" + i2+"/sell_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/sell_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(Number(data9.toFixed(2)) !== data9){
const err34 = {instancePath:instancePath+"/lines/" + i2+"/sell_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/sell_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/lines/" + i2+"/sell_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/sell_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/lines/" + i2,schemaPath:"components.json#/$defs/PayloadLine/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern9 = new RegExp("^[A-Za-z0-9_-]{2,40}$", "u");
const pattern10 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern11 = new RegExp("\\.", "u");
const formats10 = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.action;
if(typeof tag0 == "string"){
if(tag0 === "developer_handshake"){
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "credit_line_application"){
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "wallet_topup"){
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "account_payload"){
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "tracking_link"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/TrackingLinkRequest/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.partner_code === undefined){
const err1 = {instancePath,schemaPath:"components.json#/$defs/TrackingLinkRequest/required",keyword:"required",params:{missingProperty: "partner_code"},message:"must have required property '"+"partner_code"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.tier === undefined){
const err2 = {instancePath,schemaPath:"components.json#/$defs/TrackingLinkRequest/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.property_id === undefined){
const err3 = {instancePath,schemaPath:"components.json#/$defs/TrackingLinkRequest/required",keyword:"required",params:{missingProperty: "property_id"},message:"must have required property '"+"property_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.destination === undefined){
const err4 = {instancePath,schemaPath:"components.json#/$defs/TrackingLinkRequest/required",keyword:"required",params:{missingProperty: "destination"},message:"must have required property '"+"destination"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "action") || (key0 === "partner_code")) || (key0 === "tier")) || (key0 === "property_id")) || (key0 === "destination"))){
const err5 = {instancePath,schemaPath:"components.json#/$defs/TrackingLinkRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/action",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("tracking_link" !== data0){
const err7 = {instancePath:instancePath+"/action",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/action/const",keyword:"const",params:{allowedValue: "tracking_link"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.partner_code !== undefined){
let data1 = data.partner_code;
if(typeof data1 === "string"){
if(!pattern9.test(data1)){
const err8 = {instancePath:instancePath+"/partner_code",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/partner_code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{2,40}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{2,40}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/partner_code",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/partner_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.tier !== undefined){
let data2 = data.tier;
if(typeof data2 !== "string"){
const err10 = {instancePath:instancePath+"/tier",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/tier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data2 === "Tier_1_Holiday_Homes") || (data2 === "Tier_2_Affiliates"))){
const err11 = {instancePath:instancePath+"/tier",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/tier/enum",keyword:"enum",params:{allowedValues: schema58.properties.tier.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.property_id !== undefined){
let data3 = data.property_id;
if(typeof data3 === "string"){
if(!pattern10.test(data3)){
const err12 = {instancePath:instancePath+"/property_id",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/property_id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/property_id",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/property_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.destination !== undefined){
let data4 = data.destination;
if(typeof data4 === "string"){
if(func1(data4) > 253){
const err14 = {instancePath:instancePath+"/destination",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/destination/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern11.test(data4)){
const err15 = {instancePath:instancePath+"/destination",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/destination/pattern",keyword:"pattern",params:{pattern: "\\."},message:"must match pattern \""+"\\."+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats10.test(data4))){
const err16 = {instancePath:instancePath+"/destination",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/destination/format",keyword:"format",params:{format: "hostname"},message:"must match format \""+"hostname"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/destination",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/destination/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"components.json#/$defs/TrackingLinkRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err19 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "action", tagValue: tag0, values: ["developer_handshake","credit_line_application","wallet_topup","account_payload","tracking_link"]},message:"value of tag \"action\" must be in oneOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "action", tagValue: tag0, values: ["developer_handshake","credit_line_application","wallet_topup","account_payload","tracking_link"]},message:"tag \"action\" must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate33.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
else {
var props0 = validate33.evaluated.props;
}
validate32.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":true,"dynamicItems":false};

exports.createTransportQuote_body = validate43;
const schema59 = {"$ref":"components.json#/$defs/TransportQuoteRequest"};
const schema60 = {"type":"object","description":"A private transfer to price, in one of two forms, with the vehicle class, the pickup date\nand time (UAE time) and the party:\n- between two places: `pickup_location` and `dropoff_location` (`TripLocation`: an\n  airport terminal, a hotel, a street address or a point with its position, a cruise\n  terminal, or a place of the catalogue), anywhere in the UAE: airport to hotel, hotel\n  to airport, hotel to mall;\n- between an airport and a tariff zone: `airport`, `terminal`, `direction` and `place`.\n\nGive one form whole: the two forms mixed, or one location without the other, answer 422\nnaming the field.\n","required":["vehicle","pickup_date","pickup_time","passengers","bags"],"additionalProperties":false,"properties":{"pickup_location":{"$ref":"components.json#/$defs/TripLocation"},"dropoff_location":{"$ref":"components.json#/$defs/TripLocation"},"airport":{"allOf":[{"$ref":"components.json#/$defs/Airport"}],"description":"Airport and zone form: the airport."},"terminal":{"allOf":[{"$ref":"components.json#/$defs/Terminal"}],"description":"Airport and zone form: the terminal of `airport`."},"direction":{"type":"string","enum":["arrival","departure"],"description":"Airport and zone form: `arrival` from the airport to `place`; `departure` from `place` to the airport."},"place":{"allOf":[{"$ref":"components.json#/$defs/TransportZone"}],"description":"Airport and zone form: the tariff zone at the other end."},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"pickup_date":{"$ref":"components.json#/$defs/IsoDate"},"pickup_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE (UTC+04:00), `HH:MM`.","examples":["14:30"]},"passengers":{"type":"integer","minimum":1,"maximum":30},"bags":{"type":"integer","minimum":0,"maximum":30,"description":"Suitcases; hand luggage does not count."}}};
const schema63 = {"type":"string","description":"Dubai International, Dubai World Central (Al Maktoum), Sharjah and Abu Dhabi (Zayed International).","enum":["DXB","DWC","SHJ","AUH"]};
const schema70 = {"type":"string","description":"DXB: T1, T2, T3; DWC and SHJ: MAIN; AUH: A.","enum":["T1","T2","T3","MAIN","A"]};
const schema71 = {"type":"string","description":"The place served at the other end of the transfer, as a tariff zone.","enum":["DOWNTOWN_DUBAI","BUSINESS_BAY","DEIRA","DUBAI_MARINA","JUMEIRAH_BEACH_RESIDENCE","PALM_JUMEIRAH","AL_BARSHA","ABU_DHABI_CITY","YAS_ISLAND","SAADIYAT_ISLAND","SHARJAH_CITY","AJMAN","RAS_AL_KHAIMAH","FUJAIRAH","AL_AIN"]};
const schema73 = {"type":"string","format":"date","description":"Calendar date, `YYYY-MM-DD`.","examples":["2026-12-05"]};
const schema61 = {"type":"object","description":"Where a transfer starts or ends, anywhere in the UAE. `airport` (a terminal), `hotel` (by\nname or code from the place catalogue), `address` (a street address with its position),\n`cruise_terminal`, `coordinates` (as the sandbox takes them) or `place` (a `plc_…` id from\n`GET /places`). The tariff zone is derived from the place; a place outside every zone is\nrefused with the field named.\n","oneOf":[{"$ref":"components.json#/$defs/AirportTripLocation"},{"$ref":"components.json#/$defs/HotelTripLocation"},{"$ref":"components.json#/$defs/AddressTripLocation"},{"$ref":"components.json#/$defs/CruiseTerminalTripLocation"},{"$ref":"components.json#/$defs/CoordinatesTripLocation"},{"$ref":"components.json#/$defs/PlaceTripLocation"}],"discriminator":{"propertyName":"type"}};
const schema64 = {"type":"object","description":"A hotel of the place catalogue, by its name or its code (`hotel_ref`, any case); a hotel the catalogue does not know is refused (give it as an `address`).","required":["type","hotel_ref"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"hotel"},"hotel_ref":{"type":"string","minLength":1,"maxLength":120,"examples":["Atlantis The Palm"]}}};
const schema65 = {"type":"object","description":"A street address with its position (WGS 84), which must lie inside the UAE and within a tariff zone.","required":["type","address","latitude","longitude"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"address"},"address":{"type":"string","minLength":3,"maxLength":200,"examples":["Villa 12, Street 4, Al Wasl, Dubai"]},"latitude":{"type":"number","minimum":-90,"maximum":90,"examples":[25.1869]},"longitude":{"type":"number","minimum":-180,"maximum":180,"examples":[55.2425]},"label":{"type":"string","minLength":1,"maxLength":120,"description":"What the driver looks for there.","examples":["Blue gate"]}}};
const schema66 = {"type":"object","description":"A cruise terminal: Mina Rashid (Dubai), Dubai Harbour, Zayed Port (Abu Dhabi) or Khalid Port (Sharjah).","required":["type","terminal"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"cruise_terminal"},"terminal":{"type":"string","enum":["MINA_RASHID","DUBAI_HARBOUR","ZAYED_PORT","KHALID_PORT"],"examples":["MINA_RASHID"]}}};
const schema67 = {"type":"object","description":"A point given by WGS 84 coordinates, inside the UAE and within a tariff zone.","required":["type","latitude","longitude"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"coordinates"},"latitude":{"type":"number","minimum":-90,"maximum":90,"examples":[25.1972]},"longitude":{"type":"number","minimum":-180,"maximum":180,"examples":[55.2744]},"label":{"type":"string","minLength":1,"maxLength":120,"examples":["Al Qudra camp gate"]}}};
const schema68 = {"type":"object","description":"A place of the operator's catalogue (`GET /places`).","required":["type","place_id"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"place"},"place_id":{"type":"string","pattern":"^plc_[0-9A-Za-z]{20}$","examples":["plc_4Kq8Wm2Zr6Tn0Yx3Va7P"]}}};
const schema62 = {"type":"object","description":"An airport terminal: `airport` and `terminal` (`DXB` `T3`), or the sandbox's combined terminal code alone (`DXB_T3`, `DWC`, `SHJ`).","required":["type","terminal"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"airport"},"airport":{"$ref":"components.json#/$defs/Airport"},"terminal":{"type":"string","enum":["T1","T2","T3","MAIN","A","DXB_T1","DXB_T2","DXB_T3","DWC","SHJ"],"description":"The terminal (with `airport`), or a combined code that names the airport too.","examples":["T3"]}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.terminal === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "terminal"},message:"must have required property '"+"terminal"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "airport")) || (key0 === "terminal"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("airport" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "airport"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.airport !== undefined){
let data1 = data.airport;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((data1 === "DXB") || (data1 === "DWC")) || (data1 === "SHJ")) || (data1 === "AUH"))){
const err6 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/enum",keyword:"enum",params:{allowedValues: schema63.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.terminal !== undefined){
let data2 = data.terminal;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/terminal",schemaPath:"#/properties/terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((((((data2 === "T1") || (data2 === "T2")) || (data2 === "T3")) || (data2 === "MAIN")) || (data2 === "A")) || (data2 === "DXB_T1")) || (data2 === "DXB_T2")) || (data2 === "DXB_T3")) || (data2 === "DWC")) || (data2 === "SHJ"))){
const err8 = {instancePath:instancePath+"/terminal",schemaPath:"#/properties/terminal/enum",keyword:"enum",params:{allowedValues: schema62.properties.terminal.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern12 = new RegExp("^plc_[0-9A-Za-z]{20}$", "u");

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "airport"){
if(!(validate46(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "hotel"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/HotelTripLocation/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hotel_ref === undefined){
const err1 = {instancePath,schemaPath:"components.json#/$defs/HotelTripLocation/required",keyword:"required",params:{missingProperty: "hotel_ref"},message:"must have required property '"+"hotel_ref"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "type") || (key0 === "hotel_ref"))){
const err2 = {instancePath,schemaPath:"components.json#/$defs/HotelTripLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/HotelTripLocation/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("hotel" !== data0){
const err4 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/HotelTripLocation/properties/type/const",keyword:"const",params:{allowedValue: "hotel"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.hotel_ref !== undefined){
let data1 = data.hotel_ref;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err5 = {instancePath:instancePath+"/hotel_ref",schemaPath:"components.json#/$defs/HotelTripLocation/properties/hotel_ref/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/hotel_ref",schemaPath:"components.json#/$defs/HotelTripLocation/properties/hotel_ref/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/hotel_ref",schemaPath:"components.json#/$defs/HotelTripLocation/properties/hotel_ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"components.json#/$defs/HotelTripLocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "address"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err9 = {instancePath,schemaPath:"components.json#/$defs/AddressTripLocation/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.address === undefined){
const err10 = {instancePath,schemaPath:"components.json#/$defs/AddressTripLocation/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.latitude === undefined){
const err11 = {instancePath,schemaPath:"components.json#/$defs/AddressTripLocation/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.longitude === undefined){
const err12 = {instancePath,schemaPath:"components.json#/$defs/AddressTripLocation/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key1 in data){
if(!(((((key1 === "type") || (key1 === "address")) || (key1 === "latitude")) || (key1 === "longitude")) || (key1 === "label"))){
const err13 = {instancePath,schemaPath:"components.json#/$defs/AddressTripLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/AddressTripLocation/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if("address" !== data2){
const err15 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/AddressTripLocation/properties/type/const",keyword:"const",params:{allowedValue: "address"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.address !== undefined){
let data3 = data.address;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err16 = {instancePath:instancePath+"/address",schemaPath:"components.json#/$defs/AddressTripLocation/properties/address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data3) < 3){
const err17 = {instancePath:instancePath+"/address",schemaPath:"components.json#/$defs/AddressTripLocation/properties/address/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/address",schemaPath:"components.json#/$defs/AddressTripLocation/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.latitude !== undefined){
let data4 = data.latitude;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 90 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/AddressTripLocation/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data4 < -90 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/AddressTripLocation/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/AddressTripLocation/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.longitude !== undefined){
let data5 = data.longitude;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 180 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/AddressTripLocation/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5 < -180 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/AddressTripLocation/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/AddressTripLocation/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.label !== undefined){
let data6 = data.label;
if(typeof data6 === "string"){
if(func1(data6) > 120){
const err25 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/AddressTripLocation/properties/label/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func1(data6) < 1){
const err26 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/AddressTripLocation/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/AddressTripLocation/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"components.json#/$defs/AddressTripLocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "cruise_terminal"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err29 = {instancePath,schemaPath:"components.json#/$defs/CruiseTerminalTripLocation/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data.terminal === undefined){
const err30 = {instancePath,schemaPath:"components.json#/$defs/CruiseTerminalTripLocation/required",keyword:"required",params:{missingProperty: "terminal"},message:"must have required property '"+"terminal"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key2 in data){
if(!((key2 === "type") || (key2 === "terminal"))){
const err31 = {instancePath,schemaPath:"components.json#/$defs/CruiseTerminalTripLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.type !== undefined){
let data7 = data.type;
if(typeof data7 !== "string"){
const err32 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/CruiseTerminalTripLocation/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("cruise_terminal" !== data7){
const err33 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/CruiseTerminalTripLocation/properties/type/const",keyword:"const",params:{allowedValue: "cruise_terminal"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.terminal !== undefined){
let data8 = data.terminal;
if(typeof data8 !== "string"){
const err34 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/CruiseTerminalTripLocation/properties/terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((((data8 === "MINA_RASHID") || (data8 === "DUBAI_HARBOUR")) || (data8 === "ZAYED_PORT")) || (data8 === "KHALID_PORT"))){
const err35 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/CruiseTerminalTripLocation/properties/terminal/enum",keyword:"enum",params:{allowedValues: schema66.properties.terminal.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"components.json#/$defs/CruiseTerminalTripLocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "coordinates"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err37 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesTripLocation/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.latitude === undefined){
const err38 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesTripLocation/required",keyword:"required",params:{missingProperty: "latitude"},message:"must have required property '"+"latitude"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.longitude === undefined){
const err39 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesTripLocation/required",keyword:"required",params:{missingProperty: "longitude"},message:"must have required property '"+"longitude"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
for(const key3 in data){
if(!((((key3 === "type") || (key3 === "latitude")) || (key3 === "longitude")) || (key3 === "label"))){
const err40 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesTripLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.type !== undefined){
let data9 = data.type;
if(typeof data9 !== "string"){
const err41 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("coordinates" !== data9){
const err42 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/type/const",keyword:"const",params:{allowedValue: "coordinates"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.latitude !== undefined){
let data10 = data.latitude;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 90 || isNaN(data10)){
const err43 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/latitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 90},message:"must be <= 90"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data10 < -90 || isNaN(data10)){
const err44 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/latitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -90},message:"must be >= -90"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/latitude",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/latitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.longitude !== undefined){
let data11 = data.longitude;
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 180 || isNaN(data11)){
const err46 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/longitude/maximum",keyword:"maximum",params:{comparison: "<=", limit: 180},message:"must be <= 180"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data11 < -180 || isNaN(data11)){
const err47 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/longitude/minimum",keyword:"minimum",params:{comparison: ">=", limit: -180},message:"must be >= -180"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/longitude",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/longitude/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.label !== undefined){
let data12 = data.label;
if(typeof data12 === "string"){
if(func1(data12) > 120){
const err49 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/label/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func1(data12) < 1){
const err50 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/label",schemaPath:"components.json#/$defs/CoordinatesTripLocation/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath,schemaPath:"components.json#/$defs/CoordinatesTripLocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "place"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err53 = {instancePath,schemaPath:"components.json#/$defs/PlaceTripLocation/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data.place_id === undefined){
const err54 = {instancePath,schemaPath:"components.json#/$defs/PlaceTripLocation/required",keyword:"required",params:{missingProperty: "place_id"},message:"must have required property '"+"place_id"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
for(const key4 in data){
if(!((key4 === "type") || (key4 === "place_id"))){
const err55 = {instancePath,schemaPath:"components.json#/$defs/PlaceTripLocation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.type !== undefined){
let data13 = data.type;
if(typeof data13 !== "string"){
const err56 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/PlaceTripLocation/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("place" !== data13){
const err57 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/PlaceTripLocation/properties/type/const",keyword:"const",params:{allowedValue: "place"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.place_id !== undefined){
let data14 = data.place_id;
if(typeof data14 === "string"){
if(!pattern12.test(data14)){
const err58 = {instancePath:instancePath+"/place_id",schemaPath:"components.json#/$defs/PlaceTripLocation/properties/place_id/pattern",keyword:"pattern",params:{pattern: "^plc_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^plc_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/place_id",schemaPath:"components.json#/$defs/PlaceTripLocation/properties/place_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath,schemaPath:"components.json#/$defs/PlaceTripLocation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err61 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0, values: ["airport","hotel","address","cruise_terminal","coordinates","place"]},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0, values: ["airport","hotel","address","cruise_terminal","coordinates","place"]},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate45.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":true,"dynamicItems":false};

const formats12 = require("ajv-formats/dist/formats").fullFormats.date;
const pattern13 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehicle === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pickup_date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_date"},message:"must have required property '"+"pickup_date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.pickup_time === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_time"},message:"must have required property '"+"pickup_time"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.passengers === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passengers"},message:"must have required property '"+"passengers"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.bags === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bags"},message:"must have required property '"+"bags"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema60.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.pickup_location !== undefined){
if(!(validate45(data.pickup_location, {instancePath:instancePath+"/pickup_location",parentData:data,parentDataProperty:"pickup_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.dropoff_location !== undefined){
if(!(validate45(data.dropoff_location, {instancePath:instancePath+"/dropoff_location",parentData:data,parentDataProperty:"dropoff_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.airport !== undefined){
let data2 = data.airport;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data2 === "DXB") || (data2 === "DWC")) || (data2 === "SHJ")) || (data2 === "AUH"))){
const err7 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/enum",keyword:"enum",params:{allowedValues: schema63.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.terminal !== undefined){
let data3 = data.terminal;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((data3 === "T1") || (data3 === "T2")) || (data3 === "T3")) || (data3 === "MAIN")) || (data3 === "A"))){
const err9 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.direction !== undefined){
let data4 = data.direction;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data4 === "arrival") || (data4 === "departure"))){
const err11 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema60.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.place !== undefined){
let data5 = data.place;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((((((((((data5 === "DOWNTOWN_DUBAI") || (data5 === "BUSINESS_BAY")) || (data5 === "DEIRA")) || (data5 === "DUBAI_MARINA")) || (data5 === "JUMEIRAH_BEACH_RESIDENCE")) || (data5 === "PALM_JUMEIRAH")) || (data5 === "AL_BARSHA")) || (data5 === "ABU_DHABI_CITY")) || (data5 === "YAS_ISLAND")) || (data5 === "SAADIYAT_ISLAND")) || (data5 === "SHARJAH_CITY")) || (data5 === "AJMAN")) || (data5 === "RAS_AL_KHAIMAH")) || (data5 === "FUJAIRAH")) || (data5 === "AL_AIN"))){
const err13 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data6 = data.vehicle;
if(typeof data6 !== "string"){
const err14 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data6 === "VIP_V_CLASS") || (data6 === "EXECUTIVE_SEDAN")) || (data6 === "LUXURY_COACH"))){
const err15 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.pickup_date !== undefined){
let data7 = data.pickup_date;
if(typeof data7 === "string"){
if(!(formats12.validate(data7))){
const err16 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.pickup_time !== undefined){
let data8 = data.pickup_time;
if(typeof data8 === "string"){
if(!pattern13.test(data8)){
const err18 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.passengers !== undefined){
let data9 = data.passengers;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 30 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.bags !== undefined){
let data10 = data.bags;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 30 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate44(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createTransportBooking_body = validate51;
const schema74 = {"$ref":"components.json#/$defs/TransportBookingRequest"};
const schema75 = {"type":"object","description":"A quote to book, and what only a booking has. Route, vehicle, time and price come from the quote.","required":["quote_id","traveller"],"additionalProperties":false,"properties":{"quote_id":{"type":"string","pattern":"^tq_[0-9A-Za-z]{20}$","description":"The `id` of a quote from `POST /transport/quote`, made with a key of the same mode.","examples":["tq_8Hq2Lm4Np6Rs8Tv0Wx2Y"]},"flight_number":{"allOf":[{"$ref":"components.json#/$defs/FlightNumber"}],"description":"The arriving flight, only when the pickup is at an airport (422 otherwise)."},"traveller":{"$ref":"components.json#/$defs/Traveller"},"agency_reference":{"type":"string","minLength":1,"maxLength":64,"description":"The partner's own reference, printed on the voucher."},"notes":{"type":"string","minLength":1,"maxLength":500,"description":"For the driver (child seat, meeting point …)."}}};
const pattern14 = new RegExp("^tq_[0-9A-Za-z]{20}$", "u");
const schema77 = {"type":"object","description":"The person the booking is for; the driver or host asks for them by name.","required":["first_name","last_name"],"additionalProperties":false,"properties":{"first_name":{"type":"string","minLength":1,"maxLength":60},"last_name":{"type":"string","minLength":1,"maxLength":60},"email":{"$ref":"components.json#/$defs/Email"},"phone":{"type":"string","pattern":"^\\+[1-9][0-9]{6,14}$","description":"E.164 phone number.","examples":["+971501234567"]}}};
const pattern16 = new RegExp("^\\+[1-9][0-9]{6,14}$", "u");

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.first_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.last_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "first_name") || (key0 === "last_name")) || (key0 === "email")) || (key0 === "phone"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.first_name !== undefined){
let data0 = data.first_name;
if(typeof data0 === "string"){
if(func1(data0) > 60){
const err3 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.last_name !== undefined){
let data1 = data.last_name;
if(typeof data1 === "string"){
if(func1(data1) > 60){
const err6 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err9 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats4.test(data2))){
const err10 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
if(typeof data3 === "string"){
if(!pattern16.test(data3)){
const err12 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.quote_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quote_id"},message:"must have required property '"+"quote_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.traveller === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "traveller"},message:"must have required property '"+"traveller"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "quote_id") || (key0 === "flight_number")) || (key0 === "traveller")) || (key0 === "agency_reference")) || (key0 === "notes"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.quote_id !== undefined){
let data0 = data.quote_id;
if(typeof data0 === "string"){
if(!pattern14.test(data0)){
const err3 = {instancePath:instancePath+"/quote_id",schemaPath:"#/properties/quote_id/pattern",keyword:"pattern",params:{pattern: "^tq_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^tq_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/quote_id",schemaPath:"#/properties/quote_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.flight_number !== undefined){
let data1 = data.flight_number;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.traveller !== undefined){
if(!(validate53(data.traveller, {instancePath:instancePath+"/traveller",parentData:data,parentDataProperty:"traveller",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.agency_reference !== undefined){
let data3 = data.agency_reference;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err7 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data3) < 1){
const err8 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.notes !== undefined){
let data4 = data.notes;
if(typeof data4 === "string"){
if(func1(data4) > 500){
const err10 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data4) < 1){
const err11 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate52(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createTransportAmendment_body = validate56;
const schema79 = {"$ref":"components.json#/$defs/TransportAmendmentRequest"};
const schema80 = {"type":"object","description":"The changes to a transfer (at least one of `flight_number`, `pickup_date`, `pickup_time`,\n`passengers`, `bags`, `notes`) and a `message` for the trade desk. The changed booking\nmust obey the quote's rules, each answered as 422 on its path.\n","additionalProperties":false,"properties":{"flight_number":{"$ref":"components.json#/$defs/FlightNumber"},"pickup_date":{"$ref":"components.json#/$defs/IsoDate"},"pickup_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE (UTC+04:00), `HH:MM`.","examples":["18:45"]},"passengers":{"type":"integer","minimum":1,"maximum":30},"bags":{"type":"integer","minimum":0,"maximum":30},"notes":{"type":"string","minLength":1,"maxLength":500,"description":"For the driver; replaces the booking's notes."},"message":{"type":"string","minLength":1,"maxLength":1000,"description":"For the trade desk."}}};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "flight_number") || (key0 === "pickup_date")) || (key0 === "pickup_time")) || (key0 === "passengers")) || (key0 === "bags")) || (key0 === "notes")) || (key0 === "message"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.flight_number !== undefined){
let data0 = data.flight_number;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err1 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.pickup_date !== undefined){
let data1 = data.pickup_date;
if(typeof data1 === "string"){
if(!(formats12.validate(data1))){
const err3 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.pickup_time !== undefined){
let data2 = data.pickup_time;
if(typeof data2 === "string"){
if(!pattern13.test(data2)){
const err5 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.passengers !== undefined){
let data3 = data.passengers;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 30 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.bags !== undefined){
let data4 = data.bags;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 30 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if(typeof data5 === "string"){
if(func1(data5) > 500){
const err13 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data5) < 1){
const err14 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.message !== undefined){
let data6 = data.message;
if(typeof data6 === "string"){
if(func1(data6) > 1000){
const err16 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data6) < 1){
const err17 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate57(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createActivityQuote_body = validate59;
const schema83 = {"$ref":"components.json#/$defs/ActivityQuoteRequest"};
const schema84 = {"type":"object","description":"A product to price for a date, a start time and a party, with the guide's language and, for\n`hotel_pickup` products, the pickup.\n","required":["product_id","date","start_time","guests"],"additionalProperties":false,"properties":{"product_id":{"type":"string","pattern":"^act_[0-9A-Za-z]{20}$"},"date":{"$ref":"components.json#/$defs/IsoDate"},"start_time":{"$ref":"components.json#/$defs/ActivityStartTime"},"guests":{"$ref":"components.json#/$defs/ActivityGuests"},"language":{"$ref":"components.json#/$defs/ActivityLanguage"},"pickup":{"$ref":"components.json#/$defs/ActivityPickup"}}};
const schema86 = {"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local start time in the UAE (UTC+04:00), `HH:MM`.","examples":["15:00"]};
const schema87 = {"type":"object","description":"The party: adults (12 and over), children (3 to 11) and infants (0 to 2). At least one adult.","required":["adults"],"additionalProperties":false,"properties":{"adults":{"type":"integer","minimum":1,"maximum":60},"children":{"type":"integer","minimum":0,"maximum":60,"description":"Defaults to `0`."},"infants":{"type":"integer","minimum":0,"maximum":20,"description":"Defaults to `0`."}}};
const schema88 = {"type":"string","description":"Language of the guide or commentary, ISO 639-1.","enum":["en","ar","ru","de","fr","zh","hi","es","it"]};
const pattern19 = new RegExp("^act_[0-9A-Za-z]{20}$", "u");
const schema89 = {"type":"object","description":"Where the guests are collected, for `hotel_pickup` products: the hotel and its zone.","required":["zone","hotel"],"additionalProperties":false,"properties":{"zone":{"$ref":"components.json#/$defs/TransportZone"},"hotel":{"type":"string","minLength":1,"maxLength":120,"description":"Hotel or residence name, with the building or tower where it helps the driver.","examples":["Address Dubai Marina"]}}};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.zone === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zone"},message:"must have required property '"+"zone"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hotel === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hotel"},message:"must have required property '"+"hotel"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "zone") || (key0 === "hotel"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.zone !== undefined){
let data0 = data.zone;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/zone",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((((((((((((data0 === "DOWNTOWN_DUBAI") || (data0 === "BUSINESS_BAY")) || (data0 === "DEIRA")) || (data0 === "DUBAI_MARINA")) || (data0 === "JUMEIRAH_BEACH_RESIDENCE")) || (data0 === "PALM_JUMEIRAH")) || (data0 === "AL_BARSHA")) || (data0 === "ABU_DHABI_CITY")) || (data0 === "YAS_ISLAND")) || (data0 === "SAADIYAT_ISLAND")) || (data0 === "SHARJAH_CITY")) || (data0 === "AJMAN")) || (data0 === "RAS_AL_KHAIMAH")) || (data0 === "FUJAIRAH")) || (data0 === "AL_AIN"))){
const err4 = {instancePath:instancePath+"/zone",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.hotel !== undefined){
let data1 = data.hotel;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err5 = {instancePath:instancePath+"/hotel",schemaPath:"#/properties/hotel/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/hotel",schemaPath:"#/properties/hotel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/hotel",schemaPath:"#/properties/hotel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.product_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "product_id"},message:"must have required property '"+"product_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start_time === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_time"},message:"must have required property '"+"start_time"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.guests === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guests"},message:"must have required property '"+"guests"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "product_id") || (key0 === "date")) || (key0 === "start_time")) || (key0 === "guests")) || (key0 === "language")) || (key0 === "pickup"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.product_id !== undefined){
let data0 = data.product_id;
if(typeof data0 === "string"){
if(!pattern19.test(data0)){
const err5 = {instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/pattern",keyword:"pattern",params:{pattern: "^act_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^act_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/product_id",schemaPath:"#/properties/product_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats12.validate(data1))){
const err7 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.start_time !== undefined){
let data2 = data.start_time;
if(typeof data2 === "string"){
if(!pattern13.test(data2)){
const err9 = {instancePath:instancePath+"/start_time",schemaPath:"components.json#/$defs/ActivityStartTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/start_time",schemaPath:"components.json#/$defs/ActivityStartTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.guests !== undefined){
let data3 = data.guests;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.adults === undefined){
const err11 = {instancePath:instancePath+"/guests",schemaPath:"components.json#/$defs/ActivityGuests/required",keyword:"required",params:{missingProperty: "adults"},message:"must have required property '"+"adults"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "adults") || (key1 === "children")) || (key1 === "infants"))){
const err12 = {instancePath:instancePath+"/guests",schemaPath:"components.json#/$defs/ActivityGuests/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.adults !== undefined){
let data4 = data3.adults;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err13 = {instancePath:instancePath+"/guests/adults",schemaPath:"components.json#/$defs/ActivityGuests/properties/adults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 60 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/guests/adults",schemaPath:"components.json#/$defs/ActivityGuests/properties/adults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/guests/adults",schemaPath:"components.json#/$defs/ActivityGuests/properties/adults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data3.children !== undefined){
let data5 = data3.children;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err16 = {instancePath:instancePath+"/guests/children",schemaPath:"components.json#/$defs/ActivityGuests/properties/children/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 60 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/guests/children",schemaPath:"components.json#/$defs/ActivityGuests/properties/children/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err18 = {instancePath:instancePath+"/guests/children",schemaPath:"components.json#/$defs/ActivityGuests/properties/children/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data3.infants !== undefined){
let data6 = data3.infants;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err19 = {instancePath:instancePath+"/guests/infants",schemaPath:"components.json#/$defs/ActivityGuests/properties/infants/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 20 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/guests/infants",schemaPath:"components.json#/$defs/ActivityGuests/properties/infants/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err21 = {instancePath:instancePath+"/guests/infants",schemaPath:"components.json#/$defs/ActivityGuests/properties/infants/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/guests",schemaPath:"components.json#/$defs/ActivityGuests/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.language !== undefined){
let data7 = data.language;
if(typeof data7 !== "string"){
const err23 = {instancePath:instancePath+"/language",schemaPath:"components.json#/$defs/ActivityLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((((((((data7 === "en") || (data7 === "ar")) || (data7 === "ru")) || (data7 === "de")) || (data7 === "fr")) || (data7 === "zh")) || (data7 === "hi")) || (data7 === "es")) || (data7 === "it"))){
const err24 = {instancePath:instancePath+"/language",schemaPath:"components.json#/$defs/ActivityLanguage/enum",keyword:"enum",params:{allowedValues: schema88.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.pickup !== undefined){
if(!(validate61(data.pickup, {instancePath:instancePath+"/pickup",parentData:data,parentDataProperty:"pickup",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createActivityBooking_body = validate64;
const schema91 = {"$ref":"components.json#/$defs/ActivityBookingRequest"};
const schema92 = {"type":"object","description":"A quote to book, and what only a booking has. Product, date, start, party, language and price come from the quote.","required":["quote_id","lead_traveller"],"additionalProperties":false,"properties":{"quote_id":{"type":"string","pattern":"^aq_[0-9A-Za-z]{20}$","description":"The `id` of a quote from `POST /activities/quote`, made with a key of the same mode.","examples":["aq_UegWC4MOVJGIUvuStkuc"]},"lead_traveller":{"$ref":"components.json#/$defs/Traveller"},"pickup":{"allOf":[{"$ref":"components.json#/$defs/ActivityPickup"}],"description":"The hotel to collect the guests from, for a `hotel_pickup` product; replaces the quote's pickup. Required when the quote has none."},"agency_reference":{"type":"string","minLength":1,"maxLength":64,"description":"The partner's own reference, printed on the voucher."},"notes":{"type":"string","minLength":1,"maxLength":500,"description":"For the guide or supplier (dietary needs, mobility, celebration …)."}}};
const pattern21 = new RegExp("^aq_[0-9A-Za-z]{20}$", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.quote_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quote_id"},message:"must have required property '"+"quote_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lead_traveller === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lead_traveller"},message:"must have required property '"+"lead_traveller"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "quote_id") || (key0 === "lead_traveller")) || (key0 === "pickup")) || (key0 === "agency_reference")) || (key0 === "notes"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.quote_id !== undefined){
let data0 = data.quote_id;
if(typeof data0 === "string"){
if(!pattern21.test(data0)){
const err3 = {instancePath:instancePath+"/quote_id",schemaPath:"#/properties/quote_id/pattern",keyword:"pattern",params:{pattern: "^aq_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^aq_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/quote_id",schemaPath:"#/properties/quote_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.lead_traveller !== undefined){
if(!(validate53(data.lead_traveller, {instancePath:instancePath+"/lead_traveller",parentData:data,parentDataProperty:"lead_traveller",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.pickup !== undefined){
if(!(validate61(data.pickup, {instancePath:instancePath+"/pickup",parentData:data,parentDataProperty:"pickup",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.agency_reference !== undefined){
let data3 = data.agency_reference;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err5 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data3) < 1){
const err6 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.notes !== undefined){
let data4 = data.notes;
if(typeof data4 === "string"){
if(func1(data4) > 500){
const err8 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data4) < 1){
const err9 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate65(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createGuideProperty_body = validate69;
const schema93 = {"$ref":"components.json#/$defs/GuidePropertyRequest"};
const schema94 = {"type":"object","description":"A property to add. `languages` defaults to `[en]`, `featured_services` to `[airport_transfer]`.","required":["name","type","bedrooms","max_guests","address","check_in_time","check_out_time","host"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"description":"As guests know it, e.g. the listing title."},"reference":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","description":"The partner's own code for the property (listing or channel-manager id)."},"type":{"$ref":"components.json#/$defs/GuidePropertyType"},"bedrooms":{"type":"integer","minimum":0,"maximum":12,"description":"0 for a studio."},"max_guests":{"type":"integer","minimum":1,"maximum":26},"address":{"$ref":"components.json#/$defs/GuideAddressInput"},"dtcm_permit":{"type":"string","pattern":"^[A-Z0-9-]{5,40}$","description":"Dubai holiday-home permit number (Department of Economy and Tourism), as printed on the permit; required in Dubai.","examples":["MAR-GAT-8KQ2T"]},"check_in_time":{"$ref":"components.json#/$defs/GuideTime"},"check_out_time":{"$ref":"components.json#/$defs/GuideTime"},"host":{"$ref":"components.json#/$defs/GuideHostInput"},"languages":{"type":"array","items":{"$ref":"components.json#/$defs/GuideLanguage"},"minItems":1,"maxItems":12,"uniqueItems":true},"featured_services":{"type":"array","items":{"$ref":"components.json#/$defs/GuideService"},"maxItems":7,"uniqueItems":true},"guide":{"$ref":"components.json#/$defs/GuideContentInput"}}};
const schema95 = {"type":"string","description":"The kind of stay.","enum":["apartment","studio","penthouse","townhouse","villa","hotel_apartment"]};
const schema98 = {"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE (UTC+04:00), `HH:MM`.","examples":["15:00"]};
const schema103 = {"type":"string","description":"Languages the guide is shown in (ISO 639-1): English, Arabic, Russian, German, French, Spanish, Italian, Chinese, Hindi, Urdu, Persian, Turkish.","enum":["en","ar","ru","de","fr","es","it","zh","hi","ur","fa","tr"]};
const schema104 = {"type":"string","description":"The operator's services a guide offers its guests to book, at the public price, credited to the partner.","enum":["airport_transfer","desert_safari","dhow_cruise","city_tour","abu_dhabi_day_trip","theme_parks","chauffeur_by_the_hour"]};
const pattern24 = new RegExp("^[A-Z0-9-]{5,40}$", "u");
const schema96 = {"type":"object","description":"Where a property is, as sent: building, unit, street, Makani number and the tariff zone\n(`area`) airport transfers offered in its guide are priced to.\n","required":["building","area"],"additionalProperties":false,"properties":{"building":{"type":"string","minLength":1,"maxLength":120,"description":"Building, tower or community name."},"unit":{"type":"string","minLength":1,"maxLength":40,"description":"Apartment or villa number."},"street":{"type":"string","minLength":1,"maxLength":120},"area":{"$ref":"components.json#/$defs/TransportZone"},"makani_number":{"type":"string","pattern":"^[0-9]{10}$","description":"Dubai Makani number (10 digits) of the building entrance.","examples":["1234567890"]}}};
const pattern23 = new RegExp("^[0-9]{10}$", "u");

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.building === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "building"},message:"must have required property '"+"building"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.area === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "building") || (key0 === "unit")) || (key0 === "street")) || (key0 === "area")) || (key0 === "makani_number"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.building !== undefined){
let data0 = data.building;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err3 = {instancePath:instancePath+"/building",schemaPath:"#/properties/building/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/building",schemaPath:"#/properties/building/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/building",schemaPath:"#/properties/building/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.unit !== undefined){
let data1 = data.unit;
if(typeof data1 === "string"){
if(func1(data1) > 40){
const err6 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.street !== undefined){
let data2 = data.street;
if(typeof data2 === "string"){
if(func1(data2) > 120){
const err9 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/street",schemaPath:"#/properties/street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.area !== undefined){
let data3 = data.area;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/area",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((((((((((data3 === "DOWNTOWN_DUBAI") || (data3 === "BUSINESS_BAY")) || (data3 === "DEIRA")) || (data3 === "DUBAI_MARINA")) || (data3 === "JUMEIRAH_BEACH_RESIDENCE")) || (data3 === "PALM_JUMEIRAH")) || (data3 === "AL_BARSHA")) || (data3 === "ABU_DHABI_CITY")) || (data3 === "YAS_ISLAND")) || (data3 === "SAADIYAT_ISLAND")) || (data3 === "SHARJAH_CITY")) || (data3 === "AJMAN")) || (data3 === "RAS_AL_KHAIMAH")) || (data3 === "FUJAIRAH")) || (data3 === "AL_AIN"))){
const err13 = {instancePath:instancePath+"/area",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.makani_number !== undefined){
let data4 = data.makani_number;
if(typeof data4 === "string"){
if(!pattern23.test(data4)){
const err14 = {instancePath:instancePath+"/makani_number",schemaPath:"#/properties/makani_number/pattern",keyword:"pattern",params:{pattern: "^[0-9]{10}$"},message:"must match pattern \""+"^[0-9]{10}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/makani_number",schemaPath:"#/properties/makani_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema100 = {"type":"object","description":"Who guests call during their stay.","required":["name","phone"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120},"phone":{"$ref":"components.json#/$defs/GuidePhone"},"email":{"$ref":"components.json#/$defs/Email"}}};
const schema101 = {"type":"string","pattern":"^\\+[1-9][0-9]{6,14}$","description":"E.164 phone number.","examples":["+971501234567"]};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.phone === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "phone")) || (key0 === "email"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.phone !== undefined){
let data1 = data.phone;
if(typeof data1 === "string"){
if(!pattern16.test(data1)){
const err6 = {instancePath:instancePath+"/phone",schemaPath:"components.json#/$defs/GuidePhone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/phone",schemaPath:"components.json#/$defs/GuidePhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err8 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats4.test(data2))){
const err9 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema105 = {"type":"object","description":"What the guide tells guests. Omitted texts are left out of the guide.","additionalProperties":false,"properties":{"welcome_message":{"type":"string","minLength":1,"maxLength":1000},"arrival_instructions":{"type":"string","minLength":1,"maxLength":2000,"description":"Keys, access cards, lobby, lift."},"parking":{"type":"string","minLength":1,"maxLength":1000},"checkout_instructions":{"type":"string","minLength":1,"maxLength":1000},"house_rules":{"type":"string","minLength":1,"maxLength":2000},"emergency_phone":{"$ref":"components.json#/$defs/GuidePhone"}}};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "welcome_message") || (key0 === "arrival_instructions")) || (key0 === "parking")) || (key0 === "checkout_instructions")) || (key0 === "house_rules")) || (key0 === "emergency_phone"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.welcome_message !== undefined){
let data0 = data.welcome_message;
if(typeof data0 === "string"){
if(func1(data0) > 1000){
const err1 = {instancePath:instancePath+"/welcome_message",schemaPath:"#/properties/welcome_message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/welcome_message",schemaPath:"#/properties/welcome_message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/welcome_message",schemaPath:"#/properties/welcome_message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.arrival_instructions !== undefined){
let data1 = data.arrival_instructions;
if(typeof data1 === "string"){
if(func1(data1) > 2000){
const err4 = {instancePath:instancePath+"/arrival_instructions",schemaPath:"#/properties/arrival_instructions/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/arrival_instructions",schemaPath:"#/properties/arrival_instructions/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/arrival_instructions",schemaPath:"#/properties/arrival_instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.parking !== undefined){
let data2 = data.parking;
if(typeof data2 === "string"){
if(func1(data2) > 1000){
const err7 = {instancePath:instancePath+"/parking",schemaPath:"#/properties/parking/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/parking",schemaPath:"#/properties/parking/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/parking",schemaPath:"#/properties/parking/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.checkout_instructions !== undefined){
let data3 = data.checkout_instructions;
if(typeof data3 === "string"){
if(func1(data3) > 1000){
const err10 = {instancePath:instancePath+"/checkout_instructions",schemaPath:"#/properties/checkout_instructions/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data3) < 1){
const err11 = {instancePath:instancePath+"/checkout_instructions",schemaPath:"#/properties/checkout_instructions/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/checkout_instructions",schemaPath:"#/properties/checkout_instructions/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.house_rules !== undefined){
let data4 = data.house_rules;
if(typeof data4 === "string"){
if(func1(data4) > 2000){
const err13 = {instancePath:instancePath+"/house_rules",schemaPath:"#/properties/house_rules/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data4) < 1){
const err14 = {instancePath:instancePath+"/house_rules",schemaPath:"#/properties/house_rules/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/house_rules",schemaPath:"#/properties/house_rules/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.emergency_phone !== undefined){
let data5 = data.emergency_phone;
if(typeof data5 === "string"){
if(!pattern16.test(data5)){
const err16 = {instancePath:instancePath+"/emergency_phone",schemaPath:"components.json#/$defs/GuidePhone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/emergency_phone",schemaPath:"components.json#/$defs/GuidePhone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.bedrooms === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bedrooms"},message:"must have required property '"+"bedrooms"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.max_guests === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_guests"},message:"must have required property '"+"max_guests"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.address === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.check_in_time === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_in_time"},message:"must have required property '"+"check_in_time"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.check_out_time === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_out_time"},message:"must have required property '"+"check_out_time"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.host === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "host"},message:"must have required property '"+"host"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema94.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data0) < 1){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.reference !== undefined){
let data1 = data.reference;
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
const err12 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/GuidePropertyType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((((data2 === "apartment") || (data2 === "studio")) || (data2 === "penthouse")) || (data2 === "townhouse")) || (data2 === "villa")) || (data2 === "hotel_apartment"))){
const err15 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/GuidePropertyType/enum",keyword:"enum",params:{allowedValues: schema95.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.bedrooms !== undefined){
let data3 = data.bedrooms;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err16 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 12 || isNaN(data3)){
const err17 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.max_guests !== undefined){
let data4 = data.max_guests;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/max_guests",schemaPath:"#/properties/max_guests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 26 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/max_guests",schemaPath:"#/properties/max_guests/maximum",keyword:"maximum",params:{comparison: "<=", limit: 26},message:"must be <= 26"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/max_guests",schemaPath:"#/properties/max_guests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.address !== undefined){
if(!(validate71(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.dtcm_permit !== undefined){
let data6 = data.dtcm_permit;
if(typeof data6 === "string"){
if(!pattern24.test(data6)){
const err22 = {instancePath:instancePath+"/dtcm_permit",schemaPath:"#/properties/dtcm_permit/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9-]{5,40}$"},message:"must match pattern \""+"^[A-Z0-9-]{5,40}$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/dtcm_permit",schemaPath:"#/properties/dtcm_permit/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.check_in_time !== undefined){
let data7 = data.check_in_time;
if(typeof data7 === "string"){
if(!pattern13.test(data7)){
const err24 = {instancePath:instancePath+"/check_in_time",schemaPath:"components.json#/$defs/GuideTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/check_in_time",schemaPath:"components.json#/$defs/GuideTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.check_out_time !== undefined){
let data8 = data.check_out_time;
if(typeof data8 === "string"){
if(!pattern13.test(data8)){
const err26 = {instancePath:instancePath+"/check_out_time",schemaPath:"components.json#/$defs/GuideTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/check_out_time",schemaPath:"components.json#/$defs/GuideTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.host !== undefined){
if(!(validate73(data.host, {instancePath:instancePath+"/host",parentData:data,parentDataProperty:"host",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
let data10 = data.languages;
if(Array.isArray(data10)){
if(data10.length > 12){
const err28 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.length < 1){
const err29 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 !== "string"){
const err30 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"components.json#/$defs/GuideLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!((((((((((((data11 === "en") || (data11 === "ar")) || (data11 === "ru")) || (data11 === "de")) || (data11 === "fr")) || (data11 === "es")) || (data11 === "it")) || (data11 === "zh")) || (data11 === "hi")) || (data11 === "ur")) || (data11 === "fa")) || (data11 === "tr"))){
const err31 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"components.json#/$defs/GuideLanguage/enum",keyword:"enum",params:{allowedValues: schema103.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
let i1 = data10.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data10[i1], data10[j0])){
const err32 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.featured_services !== undefined){
let data12 = data.featured_services;
if(Array.isArray(data12)){
if(data12.length > 7){
const err34 = {instancePath:instancePath+"/featured_services",schemaPath:"#/properties/featured_services/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len1 = data12.length;
for(let i2=0; i2<len1; i2++){
let data13 = data12[i2];
if(typeof data13 !== "string"){
const err35 = {instancePath:instancePath+"/featured_services/" + i2,schemaPath:"components.json#/$defs/GuideService/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(!(((((((data13 === "airport_transfer") || (data13 === "desert_safari")) || (data13 === "dhow_cruise")) || (data13 === "city_tour")) || (data13 === "abu_dhabi_day_trip")) || (data13 === "theme_parks")) || (data13 === "chauffeur_by_the_hour"))){
const err36 = {instancePath:instancePath+"/featured_services/" + i2,schemaPath:"components.json#/$defs/GuideService/enum",keyword:"enum",params:{allowedValues: schema104.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
let i3 = data12.length;
let j1;
if(i3 > 1){
outer1:
for(;i3--;){
for(j1 = i3; j1--;){
if(func0(data12[i3], data12[j1])){
const err37 = {instancePath:instancePath+"/featured_services",schemaPath:"#/properties/featured_services/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err38 = {instancePath:instancePath+"/featured_services",schemaPath:"#/properties/featured_services/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.guide !== undefined){
if(!(validate75(data.guide, {instancePath:instancePath+"/guide",parentData:data,parentDataProperty:"guide",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate70(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updateGuideProperty_body = validate78;
const schema107 = {"$ref":"components.json#/$defs/GuidePropertyUpdate"};
const schema108 = {"type":"object","description":"The fields to change; at least one. `address`, `host` and `guide` replace the whole object; `null` clears `reference` or `dtcm_permit`.","minProperties":1,"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120},"reference":{"type":["string","null"],"pattern":"^[A-Za-z0-9_.-]{1,64}$"},"type":{"$ref":"components.json#/$defs/GuidePropertyType"},"bedrooms":{"type":"integer","minimum":0,"maximum":12},"max_guests":{"type":"integer","minimum":1,"maximum":26},"address":{"$ref":"components.json#/$defs/GuideAddressInput"},"dtcm_permit":{"type":["string","null"],"pattern":"^[A-Z0-9-]{5,40}$","description":"Dubai holiday-home permit number (issued by the Department of Economy and Tourism, formerly DTCM, hence the name), as printed on the permit."},"check_in_time":{"$ref":"components.json#/$defs/GuideTime"},"check_out_time":{"$ref":"components.json#/$defs/GuideTime"},"host":{"$ref":"components.json#/$defs/GuideHostInput"},"languages":{"type":"array","items":{"$ref":"components.json#/$defs/GuideLanguage"},"minItems":1,"maxItems":12,"uniqueItems":true},"featured_services":{"type":"array","items":{"$ref":"components.json#/$defs/GuideService"},"maxItems":7,"uniqueItems":true},"guide":{"$ref":"components.json#/$defs/GuideContentInput"}}};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema108.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.reference !== undefined){
let data1 = data.reference;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/type",keyword:"type",params:{type: schema108.properties.reference.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
const err6 = {instancePath:instancePath+"/reference",schemaPath:"#/properties/reference/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/GuidePropertyType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((data2 === "apartment") || (data2 === "studio")) || (data2 === "penthouse")) || (data2 === "townhouse")) || (data2 === "villa")) || (data2 === "hotel_apartment"))){
const err8 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/GuidePropertyType/enum",keyword:"enum",params:{allowedValues: schema95.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.bedrooms !== undefined){
let data3 = data.bedrooms;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err9 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 12 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/bedrooms",schemaPath:"#/properties/bedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.max_guests !== undefined){
let data4 = data.max_guests;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/max_guests",schemaPath:"#/properties/max_guests/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 26 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/max_guests",schemaPath:"#/properties/max_guests/maximum",keyword:"maximum",params:{comparison: "<=", limit: 26},message:"must be <= 26"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/max_guests",schemaPath:"#/properties/max_guests/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.address !== undefined){
if(!(validate71(data.address, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
}
if(data.dtcm_permit !== undefined){
let data6 = data.dtcm_permit;
if((typeof data6 !== "string") && (data6 !== null)){
const err15 = {instancePath:instancePath+"/dtcm_permit",schemaPath:"#/properties/dtcm_permit/type",keyword:"type",params:{type: schema108.properties.dtcm_permit.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data6 === "string"){
if(!pattern24.test(data6)){
const err16 = {instancePath:instancePath+"/dtcm_permit",schemaPath:"#/properties/dtcm_permit/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9-]{5,40}$"},message:"must match pattern \""+"^[A-Z0-9-]{5,40}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.check_in_time !== undefined){
let data7 = data.check_in_time;
if(typeof data7 === "string"){
if(!pattern13.test(data7)){
const err17 = {instancePath:instancePath+"/check_in_time",schemaPath:"components.json#/$defs/GuideTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/check_in_time",schemaPath:"components.json#/$defs/GuideTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.check_out_time !== undefined){
let data8 = data.check_out_time;
if(typeof data8 === "string"){
if(!pattern13.test(data8)){
const err19 = {instancePath:instancePath+"/check_out_time",schemaPath:"components.json#/$defs/GuideTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/check_out_time",schemaPath:"components.json#/$defs/GuideTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.host !== undefined){
if(!(validate73(data.host, {instancePath:instancePath+"/host",parentData:data,parentDataProperty:"host",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
if(data.languages !== undefined){
let data10 = data.languages;
if(Array.isArray(data10)){
if(data10.length > 12){
const err21 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.length < 1){
const err22 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 !== "string"){
const err23 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"components.json#/$defs/GuideLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((((((((((((data11 === "en") || (data11 === "ar")) || (data11 === "ru")) || (data11 === "de")) || (data11 === "fr")) || (data11 === "es")) || (data11 === "it")) || (data11 === "zh")) || (data11 === "hi")) || (data11 === "ur")) || (data11 === "fa")) || (data11 === "tr"))){
const err24 = {instancePath:instancePath+"/languages/" + i0,schemaPath:"components.json#/$defs/GuideLanguage/enum",keyword:"enum",params:{allowedValues: schema103.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
let i1 = data10.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data10[i1], data10[j0])){
const err25 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/languages",schemaPath:"#/properties/languages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.featured_services !== undefined){
let data12 = data.featured_services;
if(Array.isArray(data12)){
if(data12.length > 7){
const err27 = {instancePath:instancePath+"/featured_services",schemaPath:"#/properties/featured_services/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const len1 = data12.length;
for(let i2=0; i2<len1; i2++){
let data13 = data12[i2];
if(typeof data13 !== "string"){
const err28 = {instancePath:instancePath+"/featured_services/" + i2,schemaPath:"components.json#/$defs/GuideService/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(((((((data13 === "airport_transfer") || (data13 === "desert_safari")) || (data13 === "dhow_cruise")) || (data13 === "city_tour")) || (data13 === "abu_dhabi_day_trip")) || (data13 === "theme_parks")) || (data13 === "chauffeur_by_the_hour"))){
const err29 = {instancePath:instancePath+"/featured_services/" + i2,schemaPath:"components.json#/$defs/GuideService/enum",keyword:"enum",params:{allowedValues: schema104.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
let i3 = data12.length;
let j1;
if(i3 > 1){
outer1:
for(;i3--;){
for(j1 = i3; j1--;){
if(func0(data12[i3], data12[j1])){
const err30 = {instancePath:instancePath+"/featured_services",schemaPath:"#/properties/featured_services/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
break outer1;
}
}
}
}
}
else {
const err31 = {instancePath:instancePath+"/featured_services",schemaPath:"#/properties/featured_services/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.guide !== undefined){
if(!(validate75(data.guide, {instancePath:instancePath+"/guide",parentData:data,parentDataProperty:"guide",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate75.errors : vErrors.concat(validate75.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate79(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.changeGuidePropertyStatus_body = validate84;
const schema114 = {"$ref":"components.json#/$defs/GuideStatusChange"};
const schema115 = {"type":"object","description":"Pauses an `active` guide (its link opens an \"unavailable\" page) or resumes a `paused` one;\nsee `GuideProperty` for the states.\n","required":["action"],"additionalProperties":false,"properties":{"action":{"type":"string","enum":["pause","resume"],"description":"`pause` an active guide or `resume` a paused one."},"reason":{"type":"string","minLength":1,"maxLength":200,"description":"For the caller's own records: neither stored with the property nor shown to guests."}}};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.action === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/GuideStatusChange/required",keyword:"required",params:{missingProperty: "action"},message:"must have required property '"+"action"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "action") || (key0 === "reason"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/GuideStatusChange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.action !== undefined){
let data0 = data.action;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/action",schemaPath:"components.json#/$defs/GuideStatusChange/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "pause") || (data0 === "resume"))){
const err3 = {instancePath:instancePath+"/action",schemaPath:"components.json#/$defs/GuideStatusChange/properties/action/enum",keyword:"enum",params:{allowedValues: schema115.properties.action.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err4 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/GuideStatusChange/properties/reason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/GuideStatusChange/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/GuideStatusChange/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"components.json#/$defs/GuideStatusChange/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.replaceGuideLink_body = validate85;
const schema116 = {"$ref":"components.json#/$defs/GuideLinkReplacement"};
const schema117 = {"type":"object","description":"Replaces a guide's guest link with a new one, for instance after the old one was shared\npublicly. The old link keeps working for `grace_period_hours`, then answers 410 Gone.\n","additionalProperties":false,"properties":{"grace_period_hours":{"type":"integer","minimum":0,"maximum":168,"description":"How long the old link keeps working. Defaults to `0`."},"reason":{"type":"string","enum":["shared_publicly","guest_checked_out","routine","other"],"description":"Why the link is replaced, for the caller's own records: not stored with the property."}}};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "grace_period_hours") || (key0 === "reason"))){
const err0 = {instancePath,schemaPath:"components.json#/$defs/GuideLinkReplacement/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.grace_period_hours !== undefined){
let data0 = data.grace_period_hours;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/grace_period_hours",schemaPath:"components.json#/$defs/GuideLinkReplacement/properties/grace_period_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 168 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/grace_period_hours",schemaPath:"components.json#/$defs/GuideLinkReplacement/properties/grace_period_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 168},message:"must be <= 168"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/grace_period_hours",schemaPath:"components.json#/$defs/GuideLinkReplacement/properties/grace_period_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/GuideLinkReplacement/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((data1 === "shared_publicly") || (data1 === "guest_checked_out")) || (data1 === "routine")) || (data1 === "other"))){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/GuideLinkReplacement/properties/reason/enum",keyword:"enum",params:{allowedValues: schema117.properties.reason.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"components.json#/$defs/GuideLinkReplacement/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setGuideWifi_body = validate86;
const schema118 = {"$ref":"components.json#/$defs/GuideWifiRequest"};
const schema119 = {"type":"object","description":"A property's Wi-Fi details to show guests in its guide; the password goes with every\nsecurity mode but `open`.\n","required":["network_name","security"],"additionalProperties":false,"properties":{"network_name":{"type":"string","minLength":1,"maxLength":32,"description":"The SSID."},"security":{"$ref":"components.json#/$defs/GuideWifiSecurity"},"password":{"type":"string","minLength":8,"maxLength":63,"pattern":"^[\\x20-\\x7E]+$","description":"WPA passphrase, 8 to 63 printable ASCII characters; not with `open`."},"hidden":{"type":"boolean","description":"Whether the network hides its name. Defaults to `false`."},"show_in_guide":{"type":"boolean","description":"Whether guests see the details in the guide. Defaults to `true`."}}};
const schema120 = {"type":"string","description":"`wpa2`, `wpa3` and `wpa2_wpa3` (mixed mode) take a password; `open` takes none.","enum":["wpa2","wpa3","wpa2_wpa3","open"]};
const pattern33 = new RegExp("^[\\x20-\\x7E]+$", "u");

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.network_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "network_name"},message:"must have required property '"+"network_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.security === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "security"},message:"must have required property '"+"security"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "network_name") || (key0 === "security")) || (key0 === "password")) || (key0 === "hidden")) || (key0 === "show_in_guide"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.network_name !== undefined){
let data0 = data.network_name;
if(typeof data0 === "string"){
if(func1(data0) > 32){
const err3 = {instancePath:instancePath+"/network_name",schemaPath:"#/properties/network_name/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/network_name",schemaPath:"#/properties/network_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/network_name",schemaPath:"#/properties/network_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.security !== undefined){
let data1 = data.security;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/security",schemaPath:"components.json#/$defs/GuideWifiSecurity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data1 === "wpa2") || (data1 === "wpa3")) || (data1 === "wpa2_wpa3")) || (data1 === "open"))){
const err7 = {instancePath:instancePath+"/security",schemaPath:"components.json#/$defs/GuideWifiSecurity/enum",keyword:"enum",params:{allowedValues: schema120.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.password !== undefined){
let data2 = data.password;
if(typeof data2 === "string"){
if(func1(data2) > 63){
const err8 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 8){
const err9 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern33.test(data2)){
const err10 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7E]+$"},message:"must match pattern \""+"^[\\x20-\\x7E]+$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.hidden !== undefined){
if(typeof data.hidden !== "boolean"){
const err12 = {instancePath:instancePath+"/hidden",schemaPath:"#/properties/hidden/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.show_in_guide !== undefined){
if(typeof data.show_in_guide !== "boolean"){
const err13 = {instancePath:instancePath+"/show_in_guide",schemaPath:"#/properties/show_in_guide/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate87(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
errors = vErrors.length;
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updateSite_body = validate89;
const schema121 = {"$ref":"components.json#/$defs/SiteSettings"};
const schema122 = {"type":"object","description":"Every editable setting of the site; PUT replaces them all.","required":["brand","address","languages","currencies","contact"],"additionalProperties":false,"properties":{"brand":{"$ref":"components.json#/$defs/SiteBrand"},"address":{"$ref":"components.json#/$defs/SiteSettingsAddress"},"languages":{"$ref":"components.json#/$defs/SiteLanguages"},"currencies":{"$ref":"components.json#/$defs/SiteCurrencies"},"contact":{"$ref":"components.json#/$defs/SiteContact"}}};
const schema123 = {"type":"object","description":"How the site presents the partner. The operator's name appears only in the legal footer.","required":["name","tagline","logo_url","accent_hex"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":2,"maxLength":80,"description":"The trading name shown in the header and on vouchers.","examples":["Gulf Horizons Travel"]},"tagline":{"type":["string","null"],"minLength":1,"maxLength":120,"examples":["Airport transfers and desert safaris across the Emirates"]},"logo_url":{"type":["string","null"],"format":"uri","pattern":"^https://","maxLength":500,"description":"https only; SVG or PNG, at least 512 px wide. Null: the name is set in type."},"accent_hex":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$","description":"Buttons and links.","examples":["#0E7C86"]}}};
const schema124 = {"type":"object","description":"The site's address under the service's public URL, chosen by its subdomain.","required":["subdomain"],"additionalProperties":false,"properties":{"subdomain":{"type":"string","pattern":"^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$","description":"The site's name in its address (`<PUBLIC_BASE_URL>/sites/<subdomain>`): 3 to 40 lower-case letters, digits or hyphens, not starting or ending with a hyphen; unique among the sites of a mode.","examples":["gulf-horizons-travel"]}}};
const pattern36 = new RegExp("^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$", "u");
const schema125 = {"type":"object","description":"The languages a white-label site or widget is offered in, and the one a visitor sees first.\nA language whose translation this service does not hold complete is not offered to\nvisitors even when enabled: it is left out of the language choice, and a visitor asking\nfor it sees the default (or, if that one is not complete either, the first enabled\nlanguage that is, else English).\n","required":["default","enabled"],"additionalProperties":false,"properties":{"default":{"allOf":[{"$ref":"components.json#/$defs/SiteLanguage"}],"description":"What a visitor sees first; one of `enabled`."},"enabled":{"type":"array","minItems":1,"maxItems":12,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/SiteLanguage"}}}};
const schema126 = {"type":"string","description":"The twelve languages the operator's booking pages are translated into: English, Arabic,\nRussian, German, French, Italian, Spanish, Chinese (simplified), Hindi, Urdu, Persian\nand Turkish. A page or widget shown in a language is wholly in it: the operator's\ncatalogue (tour names, summaries, inclusions, meeting points, place and vehicle names),\nthe page's own words, and dates, numbers and prices as the language writes them; Arabic,\nUrdu and Persian read right to left.\n","enum":["en","ar","ru","de","fr","it","es","zh","hi","ur","fa","tr"]};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.default === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "default"},message:"must have required property '"+"default"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.enabled === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enabled"},message:"must have required property '"+"enabled"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "default") || (key0 === "enabled"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.default !== undefined){
let data0 = data.default;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/default",schemaPath:"components.json#/$defs/SiteLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((((((((data0 === "en") || (data0 === "ar")) || (data0 === "ru")) || (data0 === "de")) || (data0 === "fr")) || (data0 === "it")) || (data0 === "es")) || (data0 === "zh")) || (data0 === "hi")) || (data0 === "ur")) || (data0 === "fa")) || (data0 === "tr"))){
const err4 = {instancePath:instancePath+"/default",schemaPath:"components.json#/$defs/SiteLanguage/enum",keyword:"enum",params:{allowedValues: schema126.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enabled !== undefined){
let data1 = data.enabled;
if(Array.isArray(data1)){
if(data1.length > 12){
const err5 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/enabled/" + i0,schemaPath:"components.json#/$defs/SiteLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((((((((data2 === "en") || (data2 === "ar")) || (data2 === "ru")) || (data2 === "de")) || (data2 === "fr")) || (data2 === "it")) || (data2 === "es")) || (data2 === "zh")) || (data2 === "hi")) || (data2 === "ur")) || (data2 === "fa")) || (data2 === "tr"))){
const err8 = {instancePath:instancePath+"/enabled/" + i0,schemaPath:"components.json#/$defs/SiteLanguage/enum",keyword:"enum",params:{allowedValues: schema126.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err9 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema128 = {"type":"object","description":"The currencies a white-label site shows prices in, and the one shown first. AED is always\noffered: it is the only currency anything is charged or earned in.\n","required":["default","offered"],"additionalProperties":false,"properties":{"default":{"allOf":[{"$ref":"components.json#/$defs/SiteCurrency"}],"description":"What prices are shown in first; one of `offered`."},"offered":{"type":"array","minItems":1,"maxItems":12,"uniqueItems":true,"description":"Must include AED.","items":{"$ref":"components.json#/$defs/SiteCurrency"}}}};
const schema129 = {"type":"string","description":"A currency prices can be shown in. AED is the base and the only currency anything is\ncharged or earned in; the others are display conversions at the site's daily rate.\n","enum":["AED","USD","EUR","GBP","SAR","KWD","QAR","OMR","BHD","INR","RUB","CNY"]};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.default === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "default"},message:"must have required property '"+"default"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.offered === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "offered"},message:"must have required property '"+"offered"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "default") || (key0 === "offered"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.default !== undefined){
let data0 = data.default;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/default",schemaPath:"components.json#/$defs/SiteCurrency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((((((((data0 === "AED") || (data0 === "USD")) || (data0 === "EUR")) || (data0 === "GBP")) || (data0 === "SAR")) || (data0 === "KWD")) || (data0 === "QAR")) || (data0 === "OMR")) || (data0 === "BHD")) || (data0 === "INR")) || (data0 === "RUB")) || (data0 === "CNY"))){
const err4 = {instancePath:instancePath+"/default",schemaPath:"components.json#/$defs/SiteCurrency/enum",keyword:"enum",params:{allowedValues: schema129.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.offered !== undefined){
let data1 = data.offered;
if(Array.isArray(data1)){
if(data1.length > 12){
const err5 = {instancePath:instancePath+"/offered",schemaPath:"#/properties/offered/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/offered",schemaPath:"#/properties/offered/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/offered/" + i0,schemaPath:"components.json#/$defs/SiteCurrency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((((((((data2 === "AED") || (data2 === "USD")) || (data2 === "EUR")) || (data2 === "GBP")) || (data2 === "SAR")) || (data2 === "KWD")) || (data2 === "QAR")) || (data2 === "OMR")) || (data2 === "BHD")) || (data2 === "INR")) || (data2 === "RUB")) || (data2 === "CNY"))){
const err8 = {instancePath:instancePath+"/offered/" + i0,schemaPath:"components.json#/$defs/SiteCurrency/enum",keyword:"enum",params:{allowedValues: schema129.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err9 = {instancePath:instancePath+"/offered",schemaPath:"#/properties/offered/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/offered",schemaPath:"#/properties/offered/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema131 = {"type":"object","description":"Shown on the contact page and on every voucher the site issues.","required":["email","phone","whatsapp","office_address"],"additionalProperties":false,"properties":{"email":{"$ref":"components.json#/$defs/Email"},"phone":{"type":"string","pattern":"^\\+[1-9][0-9]{6,14}$","description":"E.164 phone number.","examples":["+97143215678"]},"whatsapp":{"type":["string","null"],"pattern":"^\\+[1-9][0-9]{6,14}$","description":"E.164 number for WhatsApp; null hides the button.","examples":["+971501234567"]},"office_address":{"type":["string","null"],"minLength":5,"maxLength":200,"description":"The office shown in the footer, as one line.","examples":["Office 1204, Bay Square 11, Business Bay, Dubai"]}}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.phone === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.whatsapp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "whatsapp"},message:"must have required property '"+"whatsapp"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.office_address === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "office_address"},message:"must have required property '"+"office_address"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "email") || (key0 === "phone")) || (key0 === "whatsapp")) || (key0 === "office_address"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err5 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats4.test(data0))){
const err6 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.phone !== undefined){
let data1 = data.phone;
if(typeof data1 === "string"){
if(!pattern16.test(data1)){
const err8 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.whatsapp !== undefined){
let data2 = data.whatsapp;
if((typeof data2 !== "string") && (data2 !== null)){
const err10 = {instancePath:instancePath+"/whatsapp",schemaPath:"#/properties/whatsapp/type",keyword:"type",params:{type: schema131.properties.whatsapp.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data2 === "string"){
if(!pattern16.test(data2)){
const err11 = {instancePath:instancePath+"/whatsapp",schemaPath:"#/properties/whatsapp/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.office_address !== undefined){
let data3 = data.office_address;
if((typeof data3 !== "string") && (data3 !== null)){
const err12 = {instancePath:instancePath+"/office_address",schemaPath:"#/properties/office_address/type",keyword:"type",params:{type: schema131.properties.office_address.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err13 = {instancePath:instancePath+"/office_address",schemaPath:"#/properties/office_address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data3) < 5){
const err14 = {instancePath:instancePath+"/office_address",schemaPath:"#/properties/office_address/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.brand === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "brand"},message:"must have required property '"+"brand"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.languages === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "languages"},message:"must have required property '"+"languages"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.currencies === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "currencies"},message:"must have required property '"+"currencies"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.contact === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contact"},message:"must have required property '"+"contact"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "brand") || (key0 === "address")) || (key0 === "languages")) || (key0 === "currencies")) || (key0 === "contact"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.brand !== undefined){
let data0 = data.brand;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.name === undefined){
const err6 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/SiteBrand/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.tagline === undefined){
const err7 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/SiteBrand/required",keyword:"required",params:{missingProperty: "tagline"},message:"must have required property '"+"tagline"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.logo_url === undefined){
const err8 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/SiteBrand/required",keyword:"required",params:{missingProperty: "logo_url"},message:"must have required property '"+"logo_url"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0.accent_hex === undefined){
const err9 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/SiteBrand/required",keyword:"required",params:{missingProperty: "accent_hex"},message:"must have required property '"+"accent_hex"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "name") || (key1 === "tagline")) || (key1 === "logo_url")) || (key1 === "accent_hex"))){
const err10 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/SiteBrand/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.name !== undefined){
let data1 = data0.name;
if(typeof data1 === "string"){
if(func1(data1) > 80){
const err11 = {instancePath:instancePath+"/brand/name",schemaPath:"components.json#/$defs/SiteBrand/properties/name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 2){
const err12 = {instancePath:instancePath+"/brand/name",schemaPath:"components.json#/$defs/SiteBrand/properties/name/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/brand/name",schemaPath:"components.json#/$defs/SiteBrand/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data0.tagline !== undefined){
let data2 = data0.tagline;
if((typeof data2 !== "string") && (data2 !== null)){
const err14 = {instancePath:instancePath+"/brand/tagline",schemaPath:"components.json#/$defs/SiteBrand/properties/tagline/type",keyword:"type",params:{type: schema123.properties.tagline.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data2 === "string"){
if(func1(data2) > 120){
const err15 = {instancePath:instancePath+"/brand/tagline",schemaPath:"components.json#/$defs/SiteBrand/properties/tagline/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data2) < 1){
const err16 = {instancePath:instancePath+"/brand/tagline",schemaPath:"components.json#/$defs/SiteBrand/properties/tagline/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data0.logo_url !== undefined){
let data3 = data0.logo_url;
if((typeof data3 !== "string") && (data3 !== null)){
const err17 = {instancePath:instancePath+"/brand/logo_url",schemaPath:"components.json#/$defs/SiteBrand/properties/logo_url/type",keyword:"type",params:{type: schema123.properties.logo_url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data3 === "string"){
if(func1(data3) > 500){
const err18 = {instancePath:instancePath+"/brand/logo_url",schemaPath:"components.json#/$defs/SiteBrand/properties/logo_url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern5.test(data3)){
const err19 = {instancePath:instancePath+"/brand/logo_url",schemaPath:"components.json#/$defs/SiteBrand/properties/logo_url/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(formats2(data3))){
const err20 = {instancePath:instancePath+"/brand/logo_url",schemaPath:"components.json#/$defs/SiteBrand/properties/logo_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data0.accent_hex !== undefined){
let data4 = data0.accent_hex;
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err21 = {instancePath:instancePath+"/brand/accent_hex",schemaPath:"components.json#/$defs/SiteBrand/properties/accent_hex/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/brand/accent_hex",schemaPath:"components.json#/$defs/SiteBrand/properties/accent_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/SiteBrand/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.address !== undefined){
let data5 = data.address;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.subdomain === undefined){
const err24 = {instancePath:instancePath+"/address",schemaPath:"components.json#/$defs/SiteSettingsAddress/required",keyword:"required",params:{missingProperty: "subdomain"},message:"must have required property '"+"subdomain"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key2 in data5){
if(!(key2 === "subdomain")){
const err25 = {instancePath:instancePath+"/address",schemaPath:"components.json#/$defs/SiteSettingsAddress/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.subdomain !== undefined){
let data6 = data5.subdomain;
if(typeof data6 === "string"){
if(!pattern36.test(data6)){
const err26 = {instancePath:instancePath+"/address/subdomain",schemaPath:"components.json#/$defs/SiteSettingsAddress/properties/subdomain/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/address/subdomain",schemaPath:"components.json#/$defs/SiteSettingsAddress/properties/subdomain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/address",schemaPath:"components.json#/$defs/SiteSettingsAddress/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.languages !== undefined){
if(!(validate91(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
if(data.currencies !== undefined){
if(!(validate93(data.currencies, {instancePath:instancePath+"/currencies",parentData:data,parentDataProperty:"currencies",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
errors = vErrors.length;
}
}
if(data.contact !== undefined){
if(!(validate95(data.contact, {instancePath:instancePath+"/contact",parentData:data,parentDataProperty:"contact",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate90(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.submitSite_body = validate98;
const schema133 = {"$ref":"components.json#/$defs/SiteSubmissionRequest"};
const schema134 = {"type":"object","description":"Send `{}` for no note.","additionalProperties":false,"properties":{"note":{"type":"string","minLength":1,"maxLength":1000,"description":"For the operator's reviewer."}}};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "note")){
const err0 = {instancePath,schemaPath:"components.json#/$defs/SiteSubmissionRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.note !== undefined){
let data0 = data.note;
if(typeof data0 === "string"){
if(func1(data0) > 1000){
const err1 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/SiteSubmissionRequest/properties/note/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/SiteSubmissionRequest/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/SiteSubmissionRequest/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"components.json#/$defs/SiteSubmissionRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.requestSiteDomain_body = validate99;
const schema135 = {"$ref":"components.json#/$defs/SiteDomainRequest"};
const schema136 = {"type":"object","description":"A host name the partner controls, to serve its white-label site under; the answer lists the\nDNS records to create.\n","required":["hostname"],"additionalProperties":false,"properties":{"hostname":{"type":"string","format":"hostname","pattern":"\\.","minLength":4,"maxLength":253,"description":"A sub-domain the partner controls, e.g. `book.gulfhorizons.ae`.","examples":["book.gulfhorizons.ae"]}}};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hostname === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/SiteDomainRequest/required",keyword:"required",params:{missingProperty: "hostname"},message:"must have required property '"+"hostname"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "hostname")){
const err1 = {instancePath,schemaPath:"components.json#/$defs/SiteDomainRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.hostname !== undefined){
let data0 = data.hostname;
if(typeof data0 === "string"){
if(func1(data0) > 253){
const err2 = {instancePath:instancePath+"/hostname",schemaPath:"components.json#/$defs/SiteDomainRequest/properties/hostname/maxLength",keyword:"maxLength",params:{limit: 253},message:"must NOT have more than 253 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 4){
const err3 = {instancePath:instancePath+"/hostname",schemaPath:"components.json#/$defs/SiteDomainRequest/properties/hostname/minLength",keyword:"minLength",params:{limit: 4},message:"must NOT have fewer than 4 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern11.test(data0)){
const err4 = {instancePath:instancePath+"/hostname",schemaPath:"components.json#/$defs/SiteDomainRequest/properties/hostname/pattern",keyword:"pattern",params:{pattern: "\\."},message:"must match pattern \""+"\\."+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats10.test(data0))){
const err5 = {instancePath:instancePath+"/hostname",schemaPath:"components.json#/$defs/SiteDomainRequest/properties/hostname/format",keyword:"format",params:{format: "hostname"},message:"must match format \""+"hostname"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/hostname",schemaPath:"components.json#/$defs/SiteDomainRequest/properties/hostname/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"components.json#/$defs/SiteDomainRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createAffiliateLink_body = validate100;
const schema137 = {"$ref":"components.json#/$defs/AffiliateLinkRequest"};
const schema138 = {"type":"object","description":"A tracking link to make: its name, the landing page it leads to and its UTM parameters. A\nlink never changes once made.\n","required":["name","utm"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":80,"description":"The account's own label for the link; not shown to travellers."},"landing_page":{"allOf":[{"$ref":"components.json#/$defs/AffiliateLandingPage"}],"description":"Defaults to `home`."},"utm":{"$ref":"components.json#/$defs/AffiliateUtmRequest"}}};
const schema139 = {"type":"string","description":"The landing page a link leads to, served by this service under `PUBLIC_BASE_URL`: the\noperator's tours and transfers of its theme at public prices, with a booking-request\nform. `home` (/book: everything), `airport_transfers` (/book/airport-transfers),\n`tours` (/book/tours), `desert_safaris` (/book/desert-safaris), `dhow_cruises`\n(/book/dhow-cruises), `city_tours` (/book/city-tours), `theme_parks`\n(/book/theme-parks), `abu_dhabi` (/book/abu-dhabi).\n","enum":["home","airport_transfers","tours","desert_safaris","dhow_cruises","city_tours","theme_parks","abu_dhabi"]};
const schema140 = {"type":"object","description":"UTM parameters of a link, sent as `utm_source`, `utm_medium`, `utm_campaign`, `utm_term` and `utm_content`.","required":["source","medium","campaign"],"additionalProperties":false,"properties":{"source":{"allOf":[{"$ref":"components.json#/$defs/AffiliateUtmValue"}],"description":"Where the traffic comes from: `instagram`, `newsletter`, `tripadvisor` …"},"medium":{"allOf":[{"$ref":"components.json#/$defs/AffiliateUtmValue"}],"description":"The kind of channel: `social`, `email`, `qr`, `cpc` …"},"campaign":{"allOf":[{"$ref":"components.json#/$defs/AffiliateUtmValue"}],"description":"The campaign, e.g. `winter_safari_2026`."},"term":{"allOf":[{"$ref":"components.json#/$defs/AffiliateUtmValue"}],"description":"A paid search keyword."},"content":{"allOf":[{"$ref":"components.json#/$defs/AffiliateUtmValue"}],"description":"Tells apart links of the same campaign (`bio_link`, `story_swipe`)."}}};
const schema141 = {"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","description":"A UTM value; lower case is advised, since analytics tools are case-sensitive.","examples":["instagram"]};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.source === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source"},message:"must have required property '"+"source"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.medium === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "medium"},message:"must have required property '"+"medium"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.campaign === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "campaign"},message:"must have required property '"+"campaign"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "source") || (key0 === "medium")) || (key0 === "campaign")) || (key0 === "term")) || (key0 === "content"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.source !== undefined){
let data0 = data.source;
if(typeof data0 === "string"){
if(!pattern10.test(data0)){
const err4 = {instancePath:instancePath+"/source",schemaPath:"components.json#/$defs/AffiliateUtmValue/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/source",schemaPath:"components.json#/$defs/AffiliateUtmValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.medium !== undefined){
let data1 = data.medium;
if(typeof data1 === "string"){
if(!pattern10.test(data1)){
const err6 = {instancePath:instancePath+"/medium",schemaPath:"components.json#/$defs/AffiliateUtmValue/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/medium",schemaPath:"components.json#/$defs/AffiliateUtmValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.campaign !== undefined){
let data2 = data.campaign;
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err8 = {instancePath:instancePath+"/campaign",schemaPath:"components.json#/$defs/AffiliateUtmValue/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/campaign",schemaPath:"components.json#/$defs/AffiliateUtmValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.term !== undefined){
let data3 = data.term;
if(typeof data3 === "string"){
if(!pattern10.test(data3)){
const err10 = {instancePath:instancePath+"/term",schemaPath:"components.json#/$defs/AffiliateUtmValue/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/term",schemaPath:"components.json#/$defs/AffiliateUtmValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.content !== undefined){
let data4 = data.content;
if(typeof data4 === "string"){
if(!pattern10.test(data4)){
const err12 = {instancePath:instancePath+"/content",schemaPath:"components.json#/$defs/AffiliateUtmValue/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]{1,64}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/content",schemaPath:"components.json#/$defs/AffiliateUtmValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.utm === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "utm"},message:"must have required property '"+"utm"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "landing_page")) || (key0 === "utm"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 80){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.landing_page !== undefined){
let data1 = data.landing_page;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/landing_page",schemaPath:"components.json#/$defs/AffiliateLandingPage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((((((data1 === "home") || (data1 === "airport_transfers")) || (data1 === "tours")) || (data1 === "desert_safaris")) || (data1 === "dhow_cruises")) || (data1 === "city_tours")) || (data1 === "theme_parks")) || (data1 === "abu_dhabi"))){
const err7 = {instancePath:instancePath+"/landing_page",schemaPath:"components.json#/$defs/AffiliateLandingPage/enum",keyword:"enum",params:{allowedValues: schema139.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.utm !== undefined){
if(!(validate102(data.utm, {instancePath:instancePath+"/utm",parentData:data,parentDataProperty:"utm",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate101(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createAffiliatePayout_body = validate105;
const schema146 = {"$ref":"components.json#/$defs/AffiliatePayoutRequest"};
const schema147 = {"type":"object","description":"A payout of affiliate earnings to ask for, in AED by bank transfer to the bank details on\nfile; without `amount_aed`, the whole available balance.\n","additionalProperties":false,"properties":{"amount_aed":{"type":"number","minimum":500,"x-max-decimals":2,"description":"AED to pay out, at least 500 and at most the available balance; default the whole available balance.","examples":[750]},"note":{"type":"string","minLength":1,"maxLength":140,"description":"The account's own note, for its books."}}};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "amount_aed") || (key0 === "note"))){
const err0 = {instancePath,schemaPath:"components.json#/$defs/AffiliatePayoutRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.amount_aed !== undefined){
let data0 = data.amount_aed;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 500 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/AffiliatePayoutRequest/properties/amount_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 500},message:"must be >= 500"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Number(data0.toFixed(2)) !== data0){
const err2 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/AffiliatePayoutRequest/properties/amount_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/AffiliatePayoutRequest/properties/amount_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.note !== undefined){
let data1 = data.note;
if(typeof data1 === "string"){
if(func1(data1) > 140){
const err4 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/AffiliatePayoutRequest/properties/note/maxLength",keyword:"maxLength",params:{limit: 140},message:"must NOT have more than 140 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/AffiliatePayoutRequest/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/AffiliatePayoutRequest/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"components.json#/$defs/AffiliatePayoutRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setAffiliateBankDetails_body = validate106;
const schema148 = {"$ref":"components.json#/$defs/AffiliateBankDetailsRequest"};
const schema149 = {"type":"object","description":"Bank details for payouts. Write-only: stored encrypted and never returned.","required":["account_holder_type","account_holder_name","iban"],"additionalProperties":false,"properties":{"account_holder_type":{"type":"string","enum":["individual","company"]},"account_holder_name":{"type":"string","minLength":2,"maxLength":70,"description":"As the bank has it: a company's name as on its trade licence."},"iban":{"type":"string","minLength":15,"maxLength":42,"description":"IBAN, with or without spaces; a UAE IBAN is `AE` and 21 digits.","examples":["AE070331234567890123456"]},"swift_bic":{"type":"string","minLength":8,"maxLength":11,"description":"BIC of the bank; required for an IBAN outside the UAE.","examples":["NWBKGB2L"]},"bank_name":{"type":"string","minLength":2,"maxLength":70}}};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.account_holder_type === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/required",keyword:"required",params:{missingProperty: "account_holder_type"},message:"must have required property '"+"account_holder_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.account_holder_name === undefined){
const err1 = {instancePath,schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/required",keyword:"required",params:{missingProperty: "account_holder_name"},message:"must have required property '"+"account_holder_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.iban === undefined){
const err2 = {instancePath,schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/required",keyword:"required",params:{missingProperty: "iban"},message:"must have required property '"+"iban"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "account_holder_type") || (key0 === "account_holder_name")) || (key0 === "iban")) || (key0 === "swift_bic")) || (key0 === "bank_name"))){
const err3 = {instancePath,schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.account_holder_type !== undefined){
let data0 = data.account_holder_type;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/account_holder_type",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/account_holder_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data0 === "individual") || (data0 === "company"))){
const err5 = {instancePath:instancePath+"/account_holder_type",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/account_holder_type/enum",keyword:"enum",params:{allowedValues: schema149.properties.account_holder_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.account_holder_name !== undefined){
let data1 = data.account_holder_name;
if(typeof data1 === "string"){
if(func1(data1) > 70){
const err6 = {instancePath:instancePath+"/account_holder_name",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/account_holder_name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 2){
const err7 = {instancePath:instancePath+"/account_holder_name",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/account_holder_name/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/account_holder_name",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/account_holder_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.iban !== undefined){
let data2 = data.iban;
if(typeof data2 === "string"){
if(func1(data2) > 42){
const err9 = {instancePath:instancePath+"/iban",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/iban/maxLength",keyword:"maxLength",params:{limit: 42},message:"must NOT have more than 42 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 15){
const err10 = {instancePath:instancePath+"/iban",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/iban/minLength",keyword:"minLength",params:{limit: 15},message:"must NOT have fewer than 15 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/iban",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/iban/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.swift_bic !== undefined){
let data3 = data.swift_bic;
if(typeof data3 === "string"){
if(func1(data3) > 11){
const err12 = {instancePath:instancePath+"/swift_bic",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/swift_bic/maxLength",keyword:"maxLength",params:{limit: 11},message:"must NOT have more than 11 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data3) < 8){
const err13 = {instancePath:instancePath+"/swift_bic",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/swift_bic/minLength",keyword:"minLength",params:{limit: 8},message:"must NOT have fewer than 8 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/swift_bic",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/swift_bic/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.bank_name !== undefined){
let data4 = data.bank_name;
if(typeof data4 === "string"){
if(func1(data4) > 70){
const err15 = {instancePath:instancePath+"/bank_name",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/bank_name/maxLength",keyword:"maxLength",params:{limit: 70},message:"must NOT have more than 70 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func1(data4) < 2){
const err16 = {instancePath:instancePath+"/bank_name",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/bank_name/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/bank_name",schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/properties/bank_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"components.json#/$defs/AffiliateBankDetailsRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setAffiliateWidget_body = validate107;
const schema150 = {"$ref":"components.json#/$defs/AffiliateWidgetRequest"};
const schema151 = {"type":"object","description":"The widget's settings in the affiliate's terms; fields left out take their defaults.","required":["allowed_origins"],"additionalProperties":false,"properties":{"products":{"type":"array","minItems":1,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/AffiliateWidgetProduct"},"description":"Tabs of the widget, in order. Defaults to `[airport_transfers, tours]`."},"language":{"allOf":[{"$ref":"components.json#/$defs/SiteLanguage"}],"description":"The language the widget opens in (`languages.default` of the widget); travellers can switch to its other languages. Defaults to `en`."},"display_currency":{"allOf":[{"$ref":"components.json#/$defs/SiteCurrency"}],"description":"Prices are charged in AED and shown in this currency at the daily rate too. Defaults to `AED`."},"accent_hex":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$","description":"Colour of buttons and links. Defaults to `#0A7C86`."},"layout":{"type":"string","enum":["inline","popup"],"description":"`inline`: the form shows in the page; `popup`: a button opens it (the `floating_button` layout of the widget). Defaults to `inline`."},"allowed_origins":{"type":"array","minItems":1,"maxItems":10,"uniqueItems":true,"items":{"type":"string","pattern":"^(https://|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?$)","maxLength":200},"description":"The sites allowed to show the widget, as origins: `https://www.example.com`; `http://localhost[:port]` and `http://127.0.0.1[:port]` are allowed too, to try the widget on a page of one's own computer."}}};
const schema152 = {"type":"string","description":"What the widget sells: `airport_transfers` (private transfers) and `tours` (tours and activities).","enum":["airport_transfers","tours"]};
const pattern46 = new RegExp("^(https://|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?$)", "u");

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.allowed_origins === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "allowed_origins"},message:"must have required property '"+"allowed_origins"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "products") || (key0 === "language")) || (key0 === "display_currency")) || (key0 === "accent_hex")) || (key0 === "layout")) || (key0 === "allowed_origins"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.products !== undefined){
let data0 = data.products;
if(Array.isArray(data0)){
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/products/" + i0,schemaPath:"components.json#/$defs/AffiliateWidgetProduct/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data1 === "airport_transfers") || (data1 === "tours"))){
const err4 = {instancePath:instancePath+"/products/" + i0,schemaPath:"components.json#/$defs/AffiliateWidgetProduct/enum",keyword:"enum",params:{allowedValues: schema152.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let i1 = data0.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data0[i1], data0[j0])){
const err5 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.language !== undefined){
let data2 = data.language;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/language",schemaPath:"components.json#/$defs/SiteLanguage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!((((((((((((data2 === "en") || (data2 === "ar")) || (data2 === "ru")) || (data2 === "de")) || (data2 === "fr")) || (data2 === "it")) || (data2 === "es")) || (data2 === "zh")) || (data2 === "hi")) || (data2 === "ur")) || (data2 === "fa")) || (data2 === "tr"))){
const err8 = {instancePath:instancePath+"/language",schemaPath:"components.json#/$defs/SiteLanguage/enum",keyword:"enum",params:{allowedValues: schema126.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.display_currency !== undefined){
let data3 = data.display_currency;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/display_currency",schemaPath:"components.json#/$defs/SiteCurrency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((((((((data3 === "AED") || (data3 === "USD")) || (data3 === "EUR")) || (data3 === "GBP")) || (data3 === "SAR")) || (data3 === "KWD")) || (data3 === "QAR")) || (data3 === "OMR")) || (data3 === "BHD")) || (data3 === "INR")) || (data3 === "RUB")) || (data3 === "CNY"))){
const err10 = {instancePath:instancePath+"/display_currency",schemaPath:"components.json#/$defs/SiteCurrency/enum",keyword:"enum",params:{allowedValues: schema129.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.accent_hex !== undefined){
let data4 = data.accent_hex;
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err11 = {instancePath:instancePath+"/accent_hex",schemaPath:"#/properties/accent_hex/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/accent_hex",schemaPath:"#/properties/accent_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.layout !== undefined){
let data5 = data.layout;
if(typeof data5 !== "string"){
const err13 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((data5 === "inline") || (data5 === "popup"))){
const err14 = {instancePath:instancePath+"/layout",schemaPath:"#/properties/layout/enum",keyword:"enum",params:{allowedValues: schema151.properties.layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.allowed_origins !== undefined){
let data6 = data.allowed_origins;
if(Array.isArray(data6)){
if(data6.length > 10){
const err15 = {instancePath:instancePath+"/allowed_origins",schemaPath:"#/properties/allowed_origins/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data6.length < 1){
const err16 = {instancePath:instancePath+"/allowed_origins",schemaPath:"#/properties/allowed_origins/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len1 = data6.length;
for(let i2=0; i2<len1; i2++){
let data7 = data6[i2];
if(typeof data7 === "string"){
if(func1(data7) > 200){
const err17 = {instancePath:instancePath+"/allowed_origins/" + i2,schemaPath:"#/properties/allowed_origins/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern46.test(data7)){
const err18 = {instancePath:instancePath+"/allowed_origins/" + i2,schemaPath:"#/properties/allowed_origins/items/pattern",keyword:"pattern",params:{pattern: "^(https://|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?$)"},message:"must match pattern \""+"^(https://|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?$)"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/allowed_origins/" + i2,schemaPath:"#/properties/allowed_origins/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
let i3 = data6.length;
let j1;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data6[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j1 = indices0[item0];
const err20 = {instancePath:instancePath+"/allowed_origins",schemaPath:"#/properties/allowed_origins/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err21 = {instancePath:instancePath+"/allowed_origins",schemaPath:"#/properties/allowed_origins/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate108(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createClientBookingQuote_body = validate110;
const schema155 = {"$ref":"components.json#/$defs/ClientBookingQuoteRequest"};
const schema156 = {"type":"object","description":"A service to price for one of the partner's clients: an airport transfer or chauffeur hire.\n","required":["service"],"additionalProperties":false,"properties":{"service":{"$ref":"components.json#/$defs/ClientBookingServiceRequest"}}};
const schema157 = {"type":"object","description":"The service to price or book. Fields by `type` (each rule answered as 422 on its path\nunder `service`):\n- `airport_transfer`: either `pickup_location` and `dropoff_location` (`TripLocation`:\n  any two places in the UAE, each refused on its own field, such as\n  `service.pickup_location.hotel_ref`), or `airport`, `terminal`, `direction` and\n  `place` (the two forms mixed, or one location without the other, are refused on the\n  field to fix); `hours` is refused; `terminal` must belong to `airport`;\n  `flight_number` only when the pickup is at an airport (the pickup is then the\n  scheduled landing time).\n- `chauffeur_hire`: `hours` is required, and where the hire starts: `place` or\n  `pickup_location` (one of them); `airport`, `terminal`, `direction`,\n  `dropoff_location` and `flight_number` are refused.\n- Both: `passengers` and `bags` within the vehicle class (`EXECUTIVE_SEDAN` 3 and 3,\n  `VIP_V_CLASS` 7 and 7, `LUXURY_COACH` 30 and 30); `child_seats` at most `passengers`;\n  the pickup in the future (UAE time) and at most 365 days ahead.\n","required":["type","vehicle","pickup_date","pickup_time","passengers"],"additionalProperties":false,"properties":{"type":{"$ref":"components.json#/$defs/ClientBookingServiceType"},"pickup_location":{"$ref":"components.json#/$defs/TripLocation"},"dropoff_location":{"$ref":"components.json#/$defs/TripLocation"},"airport":{"$ref":"components.json#/$defs/Airport"},"terminal":{"$ref":"components.json#/$defs/Terminal"},"direction":{"type":"string","enum":["arrival","departure"],"description":"`arrival`: from the airport to `place`; `departure`: from `place` to the airport."},"flight_number":{"$ref":"components.json#/$defs/FlightNumber"},"place":{"allOf":[{"$ref":"components.json#/$defs/TransportZone"}],"description":"The tariff zone at the other end of an airport transfer (with `airport`), or where a chauffeur hire starts."},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"pickup_date":{"$ref":"components.json#/$defs/IsoDate"},"pickup_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE (UTC+04:00), `HH:MM`.","examples":["14:30"]},"hours":{"type":"integer","minimum":3,"maximum":12,"description":"Chauffeur hire only: hours at the client's disposal."},"passengers":{"type":"integer","minimum":1,"maximum":30},"bags":{"type":"integer","minimum":0,"maximum":30,"description":"Suitcases; hand luggage does not count. Defaults to `0`."},"child_seats":{"type":"integer","minimum":0,"maximum":3,"description":"Child or booster seats, AED 30 each. Defaults to `0`."}}};
const schema158 = {"type":"string","description":"`airport_transfer`: a private transfer between an airport and a tariff zone, or between any two places in the UAE given as `pickup_location` and `dropoff_location`. `chauffeur_hire`: a vehicle with its chauffeur at the client's disposal for 3 to 12 hours, starting in a tariff zone (`place`) or at a place (`pickup_location`).","enum":["airport_transfer","chauffeur_hire"]};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.vehicle === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.pickup_date === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_date"},message:"must have required property '"+"pickup_date"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.pickup_time === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_time"},message:"must have required property '"+"pickup_time"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.passengers === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passengers"},message:"must have required property '"+"passengers"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema157.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/ClientBookingServiceType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((data0 === "airport_transfer") || (data0 === "chauffeur_hire"))){
const err7 = {instancePath:instancePath+"/type",schemaPath:"components.json#/$defs/ClientBookingServiceType/enum",keyword:"enum",params:{allowedValues: schema158.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.pickup_location !== undefined){
if(!(validate45(data.pickup_location, {instancePath:instancePath+"/pickup_location",parentData:data,parentDataProperty:"pickup_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.dropoff_location !== undefined){
if(!(validate45(data.dropoff_location, {instancePath:instancePath+"/dropoff_location",parentData:data,parentDataProperty:"dropoff_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.airport !== undefined){
let data3 = data.airport;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data3 === "DXB") || (data3 === "DWC")) || (data3 === "SHJ")) || (data3 === "AUH"))){
const err9 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/enum",keyword:"enum",params:{allowedValues: schema63.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.terminal !== undefined){
let data4 = data.terminal;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!(((((data4 === "T1") || (data4 === "T2")) || (data4 === "T3")) || (data4 === "MAIN")) || (data4 === "A"))){
const err11 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.direction !== undefined){
let data5 = data.direction;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data5 === "arrival") || (data5 === "departure"))){
const err13 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema157.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.flight_number !== undefined){
let data6 = data.flight_number;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err14 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.place !== undefined){
let data7 = data.place;
if(typeof data7 !== "string"){
const err16 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((((((((((((((data7 === "DOWNTOWN_DUBAI") || (data7 === "BUSINESS_BAY")) || (data7 === "DEIRA")) || (data7 === "DUBAI_MARINA")) || (data7 === "JUMEIRAH_BEACH_RESIDENCE")) || (data7 === "PALM_JUMEIRAH")) || (data7 === "AL_BARSHA")) || (data7 === "ABU_DHABI_CITY")) || (data7 === "YAS_ISLAND")) || (data7 === "SAADIYAT_ISLAND")) || (data7 === "SHARJAH_CITY")) || (data7 === "AJMAN")) || (data7 === "RAS_AL_KHAIMAH")) || (data7 === "FUJAIRAH")) || (data7 === "AL_AIN"))){
const err17 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data8 = data.vehicle;
if(typeof data8 !== "string"){
const err18 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data8 === "VIP_V_CLASS") || (data8 === "EXECUTIVE_SEDAN")) || (data8 === "LUXURY_COACH"))){
const err19 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.pickup_date !== undefined){
let data9 = data.pickup_date;
if(typeof data9 === "string"){
if(!(formats12.validate(data9))){
const err20 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.pickup_time !== undefined){
let data10 = data.pickup_time;
if(typeof data10 === "string"){
if(!pattern13.test(data10)){
const err22 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.hours !== undefined){
let data11 = data.hours;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err24 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 12 || isNaN(data11)){
const err25 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data11 < 3 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 3},message:"must be >= 3"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.passengers !== undefined){
let data12 = data.passengers;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err27 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 30 || isNaN(data12)){
const err28 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.bags !== undefined){
let data13 = data.bags;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err30 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 30 || isNaN(data13)){
const err31 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err32 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.child_seats !== undefined){
let data14 = data.child_seats;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err33 = {instancePath:instancePath+"/child_seats",schemaPath:"#/properties/child_seats/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 3 || isNaN(data14)){
const err34 = {instancePath:instancePath+"/child_seats",schemaPath:"#/properties/child_seats/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err35 = {instancePath:instancePath+"/child_seats",schemaPath:"#/properties/child_seats/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.service === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "service")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.service !== undefined){
if(!(validate112(data.service, {instancePath:instancePath+"/service",parentData:data,parentDataProperty:"service",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate111(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createClientBooking_body = validate117;
const schema165 = {"$ref":"components.json#/$defs/ClientBookingCreateRequest"};
const schema166 = {"type":"object","description":"A quote to book, and what only a booking has. Service, time and price come from the quote.","required":["quote_id","lead_traveller"],"additionalProperties":false,"properties":{"quote_id":{"type":"string","pattern":"^cbq_[0-9A-Za-z]{20}$","description":"The `id` of a quote from `POST /bookings/quote`, made with a key of the same mode.","examples":["cbq_7Hk2Lm9Qw4Rt1Zx8Vb3N"]},"flight_number":{"allOf":[{"$ref":"components.json#/$defs/FlightNumber"}],"description":"The arriving flight, on an arrival only (422 otherwise); replaces the quote's."},"lead_traveller":{"$ref":"components.json#/$defs/Traveller"},"agency_reference":{"type":"string","minLength":1,"maxLength":64,"description":"The partner's own reference, printed on the voucher."},"notes":{"type":"string","minLength":1,"maxLength":500,"description":"For the driver (meeting point, special assistance …)."},"brand":{"$ref":"components.json#/$defs/ClientBookingBrandRequest"}}};
const schema168 = {"type":"object","description":"The brand on the booking's voucher and name board. `partner`: the partner's name (by\ndefault the account's name) and accent colour, never the operator's. `none`: unbranded\ndocuments, no name at all. `name` and `accent_hex` are accepted only with `partner`.\n","required":["mode"],"additionalProperties":false,"properties":{"mode":{"type":"string","enum":["partner","none"]},"name":{"type":"string","minLength":1,"maxLength":80,"description":"The name shown; defaults to the account's name.","examples":["Gulf Horizons Travel"]},"accent_hex":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$","description":"Accent colour, `#RRGGBB`.","examples":["#0A7C86"]}}};
const pattern49 = new RegExp("^cbq_[0-9A-Za-z]{20}$", "u");

function validate118(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate118.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.quote_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quote_id"},message:"must have required property '"+"quote_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lead_traveller === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lead_traveller"},message:"must have required property '"+"lead_traveller"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "quote_id") || (key0 === "flight_number")) || (key0 === "lead_traveller")) || (key0 === "agency_reference")) || (key0 === "notes")) || (key0 === "brand"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.quote_id !== undefined){
let data0 = data.quote_id;
if(typeof data0 === "string"){
if(!pattern49.test(data0)){
const err3 = {instancePath:instancePath+"/quote_id",schemaPath:"#/properties/quote_id/pattern",keyword:"pattern",params:{pattern: "^cbq_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^cbq_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/quote_id",schemaPath:"#/properties/quote_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.flight_number !== undefined){
let data1 = data.flight_number;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.lead_traveller !== undefined){
if(!(validate53(data.lead_traveller, {instancePath:instancePath+"/lead_traveller",parentData:data,parentDataProperty:"lead_traveller",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.agency_reference !== undefined){
let data3 = data.agency_reference;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err7 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data3) < 1){
const err8 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.notes !== undefined){
let data4 = data.notes;
if(typeof data4 === "string"){
if(func1(data4) > 500){
const err10 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data4) < 1){
const err11 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.brand !== undefined){
let data5 = data.brand;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.mode === undefined){
const err13 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "mode") || (key1 === "name")) || (key1 === "accent_hex"))){
const err14 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.mode !== undefined){
let data6 = data5.mode;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/brand/mode",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data6 === "partner") || (data6 === "none"))){
const err16 = {instancePath:instancePath+"/brand/mode",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/mode/enum",keyword:"enum",params:{allowedValues: schema168.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.name !== undefined){
let data7 = data5.name;
if(typeof data7 === "string"){
if(func1(data7) > 80){
const err17 = {instancePath:instancePath+"/brand/name",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data7) < 1){
const err18 = {instancePath:instancePath+"/brand/name",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/brand/name",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.accent_hex !== undefined){
let data8 = data5.accent_hex;
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err20 = {instancePath:instancePath+"/brand/accent_hex",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/accent_hex/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/brand/accent_hex",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/accent_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/brand",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate118.errors = vErrors;
return errors === 0;
}
validate118.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate118(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate118.errors : vErrors.concat(validate118.errors);
errors = vErrors.length;
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createClientBookingAmendment_body = validate121;
const schema169 = {"$ref":"components.json#/$defs/ClientBookingAmendmentRequest"};
const schema170 = {"type":"object","description":"`type: change` asks to change the booking: `changes` is required, `service` refused.\n`type: service` asks for a service: `service` and `message` are required, `changes`\nrefused. The changed booking must still obey the booking rules (the pickup in the future,\npassengers and bags within the vehicle, `flight_number` only on an arrival, `hours` only\non chauffeur hire), each answered as 422 on its path under `changes`.\n","required":["type"],"additionalProperties":false,"properties":{"type":{"type":"string","enum":["change","service"]},"changes":{"$ref":"components.json#/$defs/ClientBookingChanges"},"service":{"$ref":"components.json#/$defs/ClientBookingDeskService"},"message":{"type":"string","minLength":1,"maxLength":1000,"description":"For the trade desk."}}};
const schema175 = {"type":"string","description":"A service asked of the desk.","enum":["meet_and_greet","wheelchair_assistance","extra_stop","extra_waiting_time","other"]};
const schema171 = {"type":"object","description":"The change asked for; only the fields that change.","minProperties":1,"additionalProperties":false,"properties":{"pickup_date":{"$ref":"components.json#/$defs/IsoDate"},"pickup_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","examples":["16:00"]},"flight_number":{"$ref":"components.json#/$defs/FlightNumber"},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"passengers":{"type":"integer","minimum":1,"maximum":30},"bags":{"type":"integer","minimum":0,"maximum":30},"child_seats":{"type":"integer","minimum":0,"maximum":3},"hours":{"type":"integer","minimum":3,"maximum":12},"lead_traveller":{"$ref":"components.json#/$defs/Traveller"}}};

function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema171.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.pickup_date !== undefined){
let data0 = data.pickup_date;
if(typeof data0 === "string"){
if(!(formats12.validate(data0))){
const err2 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.pickup_time !== undefined){
let data1 = data.pickup_time;
if(typeof data1 === "string"){
if(!pattern13.test(data1)){
const err4 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.flight_number !== undefined){
let data2 = data.flight_number;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err6 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data3 = data.vehicle;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data3 === "VIP_V_CLASS") || (data3 === "EXECUTIVE_SEDAN")) || (data3 === "LUXURY_COACH"))){
const err9 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.passengers !== undefined){
let data4 = data.passengers;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 30 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.bags !== undefined){
let data5 = data.bags;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 30 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.child_seats !== undefined){
let data6 = data.child_seats;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/child_seats",schemaPath:"#/properties/child_seats/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 3 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/child_seats",schemaPath:"#/properties/child_seats/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/child_seats",schemaPath:"#/properties/child_seats/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.hours !== undefined){
let data7 = data.hours;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err19 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 12 || isNaN(data7)){
const err20 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data7 < 3 || isNaN(data7)){
const err21 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 3},message:"must be >= 3"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data.lead_traveller !== undefined){
if(!(validate53(data.lead_traveller, {instancePath:instancePath+"/lead_traveller",parentData:data,parentDataProperty:"lead_traveller",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "changes")) || (key0 === "service")) || (key0 === "message"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "change") || (data0 === "service"))){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema170.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.changes !== undefined){
if(!(validate123(data.changes, {instancePath:instancePath+"/changes",parentData:data,parentDataProperty:"changes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
}
if(data.service !== undefined){
let data2 = data.service;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/service",schemaPath:"components.json#/$defs/ClientBookingDeskService/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((data2 === "meet_and_greet") || (data2 === "wheelchair_assistance")) || (data2 === "extra_stop")) || (data2 === "extra_waiting_time")) || (data2 === "other"))){
const err5 = {instancePath:instancePath+"/service",schemaPath:"components.json#/$defs/ClientBookingDeskService/enum",keyword:"enum",params:{allowedValues: schema175.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.message !== undefined){
let data3 = data.message;
if(typeof data3 === "string"){
if(func1(data3) > 1000){
const err6 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data3) < 1){
const err7 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate122(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setClientBookingBrand_body = validate127;
const schema176 = {"$ref":"components.json#/$defs/ClientBookingBrandRequest"};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/ClientBookingBrandRequest/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "mode") || (key0 === "name")) || (key0 === "accent_hex"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/ClientBookingBrandRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.mode !== undefined){
let data0 = data.mode;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/mode",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "partner") || (data0 === "none"))){
const err3 = {instancePath:instancePath+"/mode",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/mode/enum",keyword:"enum",params:{allowedValues: schema168.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 80){
const err4 = {instancePath:instancePath+"/name",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.accent_hex !== undefined){
let data2 = data.accent_hex;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err7 = {instancePath:instancePath+"/accent_hex",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/accent_hex/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/accent_hex",schemaPath:"components.json#/$defs/ClientBookingBrandRequest/properties/accent_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"components.json#/$defs/ClientBookingBrandRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.sendClientBookingVoucher_body = validate128;
const schema178 = {"$ref":"components.json#/$defs/VoucherEmailRequest"};
const schema179 = {"type":"object","description":"Where to e-mail the voucher: `to`, else the lead traveller's address as the booking keeps it.","additionalProperties":false,"properties":{"to":{"allOf":[{"$ref":"components.json#/$defs/Email"}],"description":"The address to send it to; by default the lead traveller's."}}};

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "to")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.to !== undefined){
let data0 = data.to;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err1 = {instancePath:instancePath+"/to",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(formats4.test(data0))){
const err2 = {instancePath:instancePath+"/to",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/to",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate129(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createDeskSale_body = validate131;
const schema181 = {"$ref":"components.json#/$defs/DeskSaleRequest"};
const schema182 = {"type":"object","description":"A quick sale of one catalogue item to a hotel guest.","required":["item_code","service_date","service_time","adults","guest","payment_method"],"additionalProperties":false,"properties":{"item_code":{"type":"string","pattern":"^[A-Z0-9_-]{3,60}$","description":"The `code` of a rate catalogue item.","examples":["TOUR-DESERT-SAFARI-EVENING"]},"service_date":{"$ref":"components.json#/$defs/IsoDate"},"service_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Pickup at the hotel, UAE local time (UTC+04:00), `HH:MM`.","examples":["15:00"]},"pickup_location":{"$ref":"components.json#/$defs/TripLocation"},"dropoff_location":{"$ref":"components.json#/$defs/TripLocation"},"adults":{"type":"integer","minimum":1,"maximum":30},"children":{"type":"integer","minimum":0,"maximum":20,"description":"Aged 3 to 11; infants travel free and are not counted. Defaults to `0`."},"guest":{"$ref":"components.json#/$defs/Traveller"},"room_number":{"type":"string","minLength":1,"maxLength":10,"pattern":"^[0-9A-Za-z-]+$","description":"The guest's room; required for `room_charge`.","examples":["1412"]},"payment_method":{"$ref":"components.json#/$defs/DeskPaymentMethod"},"notes":{"type":"string","minLength":1,"maxLength":500,"description":"For the driver or guide (child seat, wheelchair …)."}}};
const schema184 = {"type":"string","description":"How the guest paid at the desk: `cash`, `card` (the hotel's card terminal) or `room_charge` (added to the guest's hotel bill).","enum":["cash","card","room_charge"]};
const pattern55 = new RegExp("^[A-Z0-9_-]{3,60}$", "u");
const pattern57 = new RegExp("^[0-9A-Za-z-]+$", "u");

function validate132(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate132.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.item_code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "item_code"},message:"must have required property '"+"item_code"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.service_date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service_date"},message:"must have required property '"+"service_date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.service_time === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service_time"},message:"must have required property '"+"service_time"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.adults === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "adults"},message:"must have required property '"+"adults"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.guest === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guest"},message:"must have required property '"+"guest"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.payment_method === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payment_method"},message:"must have required property '"+"payment_method"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema182.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.item_code !== undefined){
let data0 = data.item_code;
if(typeof data0 === "string"){
if(!pattern55.test(data0)){
const err7 = {instancePath:instancePath+"/item_code",schemaPath:"#/properties/item_code/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9_-]{3,60}$"},message:"must match pattern \""+"^[A-Z0-9_-]{3,60}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/item_code",schemaPath:"#/properties/item_code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.service_date !== undefined){
let data1 = data.service_date;
if(typeof data1 === "string"){
if(!(formats12.validate(data1))){
const err9 = {instancePath:instancePath+"/service_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/service_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.service_time !== undefined){
let data2 = data.service_time;
if(typeof data2 === "string"){
if(!pattern13.test(data2)){
const err11 = {instancePath:instancePath+"/service_time",schemaPath:"#/properties/service_time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/service_time",schemaPath:"#/properties/service_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.pickup_location !== undefined){
if(!(validate45(data.pickup_location, {instancePath:instancePath+"/pickup_location",parentData:data,parentDataProperty:"pickup_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.dropoff_location !== undefined){
if(!(validate45(data.dropoff_location, {instancePath:instancePath+"/dropoff_location",parentData:data,parentDataProperty:"dropoff_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.adults !== undefined){
let data5 = data.adults;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 30 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.children !== undefined){
let data6 = data.children;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 20 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.guest !== undefined){
if(!(validate53(data.guest, {instancePath:instancePath+"/guest",parentData:data,parentDataProperty:"guest",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.room_number !== undefined){
let data8 = data.room_number;
if(typeof data8 === "string"){
if(func1(data8) > 10){
const err19 = {instancePath:instancePath+"/room_number",schemaPath:"#/properties/room_number/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data8) < 1){
const err20 = {instancePath:instancePath+"/room_number",schemaPath:"#/properties/room_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern57.test(data8)){
const err21 = {instancePath:instancePath+"/room_number",schemaPath:"#/properties/room_number/pattern",keyword:"pattern",params:{pattern: "^[0-9A-Za-z-]+$"},message:"must match pattern \""+"^[0-9A-Za-z-]+$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/room_number",schemaPath:"#/properties/room_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.payment_method !== undefined){
let data9 = data.payment_method;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/payment_method",schemaPath:"components.json#/$defs/DeskPaymentMethod/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data9 === "cash") || (data9 === "card")) || (data9 === "room_charge"))){
const err24 = {instancePath:instancePath+"/payment_method",schemaPath:"components.json#/$defs/DeskPaymentMethod/enum",keyword:"enum",params:{allowedValues: schema184.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.notes !== undefined){
let data10 = data.notes;
if(typeof data10 === "string"){
if(func1(data10) > 500){
const err25 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func1(data10) < 1){
const err26 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate132.errors = vErrors;
return errors === 0;
}
validate132.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate132(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate132.errors : vErrors.concat(validate132.errors);
errors = vErrors.length;
}
validate131.errors = vErrors;
return errors === 0;
}
validate131.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.closeDeskDay_body = validate137;
const schema185 = {"$ref":"components.json#/$defs/DeskDayCloseRequest"};
const schema186 = {"type":"object","description":"What the desk declares when it closes the day.","required":["cash_counted_aed"],"additionalProperties":false,"properties":{"cash_counted_aed":{"type":"number","x-max-decimals":2,"minimum":0,"maximum":1000000,"description":"The cash in the drawer from the day's cash sales."},"note":{"type":"string","minLength":1,"maxLength":500,"description":"For the operator's finance team (who counted, why the cash differs …)."}}};

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cash_counted_aed === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/DeskDayCloseRequest/required",keyword:"required",params:{missingProperty: "cash_counted_aed"},message:"must have required property '"+"cash_counted_aed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "cash_counted_aed") || (key0 === "note"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/DeskDayCloseRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.cash_counted_aed !== undefined){
let data0 = data.cash_counted_aed;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1000000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/cash_counted_aed",schemaPath:"components.json#/$defs/DeskDayCloseRequest/properties/cash_counted_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/cash_counted_aed",schemaPath:"components.json#/$defs/DeskDayCloseRequest/properties/cash_counted_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(Number(data0.toFixed(2)) !== data0){
const err4 = {instancePath:instancePath+"/cash_counted_aed",schemaPath:"components.json#/$defs/DeskDayCloseRequest/properties/cash_counted_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/cash_counted_aed",schemaPath:"components.json#/$defs/DeskDayCloseRequest/properties/cash_counted_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.note !== undefined){
let data1 = data.note;
if(typeof data1 === "string"){
if(func1(data1) > 500){
const err6 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/DeskDayCloseRequest/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/DeskDayCloseRequest/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/DeskDayCloseRequest/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"components.json#/$defs/DeskDayCloseRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.saveCorporateCostCentre_body = validate138;
const schema187 = {"$ref":"components.json#/$defs/CorporateCostCentreRequest"};
const schema188 = {"type":"object","description":"Without `id`: a new cost centre (`code` and `name` required). With `id`: the fields to change.","additionalProperties":false,"properties":{"id":{"allOf":[{"$ref":"components.json#/$defs/CorporateCostCentreRef"}],"description":"The cost centre to change; leave out to create one."},"code":{"type":"string","pattern":"^[A-Za-z0-9_-]{2,40}$","examples":["EVENTS-2027"]},"name":{"type":"string","minLength":1,"maxLength":120,"examples":["Events and conferences"]},"monthly_budget_aed":{"type":["number","null"],"minimum":0,"maximum":10000000,"x-max-decimals":2},"approval_threshold_aed":{"type":["number","null"],"minimum":0,"maximum":1000000,"x-max-decimals":2},"status":{"type":"string","enum":["active","archived"],"description":"Only on a change: archive or reactivate."}}};
const schema189 = {"type":"string","description":"Cost centre id.","pattern":"^cc_[0-9A-Za-z]{20}$","examples":["cc_CVzNdlQ3x2pQOPcGzkt7"]};
const pattern58 = new RegExp("^cc_[0-9A-Za-z]{20}$", "u");

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate139.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "code")) || (key0 === "name")) || (key0 === "monthly_budget_aed")) || (key0 === "approval_threshold_aed")) || (key0 === "status"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern58.test(data0)){
const err1 = {instancePath:instancePath+"/id",schemaPath:"components.json#/$defs/CorporateCostCentreRef/pattern",keyword:"pattern",params:{pattern: "^cc_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^cc_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/id",schemaPath:"components.json#/$defs/CorporateCostCentreRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(!pattern9.test(data1)){
const err3 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{2,40}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{2,40}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func1(data2) > 120){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data2) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.monthly_budget_aed !== undefined){
let data3 = data.monthly_budget_aed;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err8 = {instancePath:instancePath+"/monthly_budget_aed",schemaPath:"#/properties/monthly_budget_aed/type",keyword:"type",params:{type: schema188.properties.monthly_budget_aed.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 10000000 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/monthly_budget_aed",schemaPath:"#/properties/monthly_budget_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/monthly_budget_aed",schemaPath:"#/properties/monthly_budget_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Number(data3.toFixed(2)) !== data3){
const err11 = {instancePath:instancePath+"/monthly_budget_aed",schemaPath:"#/properties/monthly_budget_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.approval_threshold_aed !== undefined){
let data4 = data.approval_threshold_aed;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err12 = {instancePath:instancePath+"/approval_threshold_aed",schemaPath:"#/properties/approval_threshold_aed/type",keyword:"type",params:{type: schema188.properties.approval_threshold_aed.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000000 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/approval_threshold_aed",schemaPath:"#/properties/approval_threshold_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/approval_threshold_aed",schemaPath:"#/properties/approval_threshold_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(Number(data4.toFixed(2)) !== data4){
const err15 = {instancePath:instancePath+"/approval_threshold_aed",schemaPath:"#/properties/approval_threshold_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.status !== undefined){
let data5 = data.status;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data5 === "active") || (data5 === "archived"))){
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema188.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate139.errors = vErrors;
return errors === 0;
}
validate139.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate138(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate138.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate139(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate139.errors : vErrors.concat(validate139.errors);
errors = vErrors.length;
}
validate138.errors = vErrors;
return errors === 0;
}
validate138.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setCorporateCostCentreApprovers_body = validate141;
const schema190 = {"$ref":"components.json#/$defs/CorporateApproversRequest"};
const schema191 = {"type":"object","description":"The cost centre's approvers, as a complete list that replaces the current one.","required":["approvers"],"additionalProperties":false,"properties":{"approvers":{"type":"array","description":"The full list; it replaces the current approvers.","minItems":1,"maxItems":10,"items":{"$ref":"components.json#/$defs/CorporateApproverInput"}}}};
const schema192 = {"type":"object","description":"A person who may approve the cost centre's transfer requests, up to an amount in AED or\nwithout limit.\n","required":["name","email"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"examples":["Noura Al Falasi"]},"email":{"$ref":"components.json#/$defs/Email"},"approves_up_to_aed":{"type":["number","null"],"minimum":0,"maximum":1000000,"x-max-decimals":2,"description":"The largest estimate they may approve; `null` or left out: no limit."}}};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate143.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "email")) || (key0 === "approves_up_to_aed"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(func1(data1) > 254){
const err6 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats4.test(data1))){
const err7 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.approves_up_to_aed !== undefined){
let data2 = data.approves_up_to_aed;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err9 = {instancePath:instancePath+"/approves_up_to_aed",schemaPath:"#/properties/approves_up_to_aed/type",keyword:"type",params:{type: schema192.properties.approves_up_to_aed.type},message:"must be number,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/approves_up_to_aed",schemaPath:"#/properties/approves_up_to_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/approves_up_to_aed",schemaPath:"#/properties/approves_up_to_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(Number(data2.toFixed(2)) !== data2){
const err12 = {instancePath:instancePath+"/approves_up_to_aed",schemaPath:"#/properties/approves_up_to_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate143.errors = vErrors;
return errors === 0;
}
validate143.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate142.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.approvers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approvers"},message:"must have required property '"+"approvers"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "approvers")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.approvers !== undefined){
let data0 = data.approvers;
if(Array.isArray(data0)){
if(data0.length > 10){
const err2 = {instancePath:instancePath+"/approvers",schemaPath:"#/properties/approvers/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/approvers",schemaPath:"#/properties/approvers/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate143(data0[i0], {instancePath:instancePath+"/approvers/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate143.errors : vErrors.concat(validate143.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/approvers",schemaPath:"#/properties/approvers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate142.errors = vErrors;
return errors === 0;
}
validate142.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate141.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate142(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
validate141.errors = vErrors;
return errors === 0;
}
validate141.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createCorporateRequest_body = validate146;
const schema194 = {"$ref":"components.json#/$defs/CorporateRequestCreate"};
const schema195 = {"type":"object","description":"An employee's transfer to charge to a cost centre: who travels, why, and the transfer. It is\nbooked at once when the cost centre needs no approval for it, else it waits for an approver\n(see `CorporateRequest`).\n","required":["cost_centre_id","traveller","purpose","transfer"],"additionalProperties":false,"properties":{"cost_centre_id":{"$ref":"components.json#/$defs/CorporateCostCentreRef"},"traveller":{"$ref":"components.json#/$defs/Traveller"},"employee_id":{"type":"string","minLength":1,"maxLength":40,"description":"The employee number, carried to usage and invoices.","examples":["E-10442"]},"purpose":{"type":"string","minLength":3,"maxLength":200,"description":"The business reason the approver reads.","examples":["Client workshop in Riyadh"]},"transfer":{"$ref":"components.json#/$defs/CorporateTransfer"},"notes":{"type":"string","minLength":1,"maxLength":500,"description":"For the driver (meeting point, child seat …)."}}};
const schema197 = {"type":"object","description":"The transfer requested, with the fields of the transport quote (`TransportQuoteRequest`)\nin either of its forms: `pickup_location` and `dropoff_location` (any two places in the\nUAE: the office, a hotel, an airport terminal), or `airport`, `terminal`, `direction` and\n`place` (an airport and a tariff zone); the two forms mixed, or one location without the\nother, answer 422 naming the field.\n","required":["vehicle","pickup_date","pickup_time","passengers","bags"],"additionalProperties":false,"properties":{"pickup_location":{"$ref":"components.json#/$defs/TripLocation"},"dropoff_location":{"$ref":"components.json#/$defs/TripLocation"},"airport":{"allOf":[{"$ref":"components.json#/$defs/Airport"}],"description":"Airport and zone form: the airport."},"terminal":{"allOf":[{"$ref":"components.json#/$defs/Terminal"}],"description":"Airport and zone form: the terminal of `airport`."},"direction":{"type":"string","enum":["arrival","departure"],"description":"Airport and zone form: `arrival` from the airport to `place`; `departure` from `place` to the airport."},"place":{"allOf":[{"$ref":"components.json#/$defs/TransportZone"}],"description":"Airport and zone form: the tariff zone at the other end."},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"pickup_date":{"$ref":"components.json#/$defs/IsoDate"},"pickup_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE, `HH:MM`; for an arrival, the scheduled landing time.","examples":["05:15"]},"passengers":{"type":"integer","minimum":1,"maximum":30},"bags":{"type":"integer","minimum":0,"maximum":30},"flight_number":{"allOf":[{"$ref":"components.json#/$defs/FlightNumber"}],"description":"The arriving flight, only when the pickup is at an airport."}}};

function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate149.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehicle === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pickup_date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_date"},message:"must have required property '"+"pickup_date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.pickup_time === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_time"},message:"must have required property '"+"pickup_time"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.passengers === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passengers"},message:"must have required property '"+"passengers"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.bags === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bags"},message:"must have required property '"+"bags"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema197.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.pickup_location !== undefined){
if(!(validate45(data.pickup_location, {instancePath:instancePath+"/pickup_location",parentData:data,parentDataProperty:"pickup_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.dropoff_location !== undefined){
if(!(validate45(data.dropoff_location, {instancePath:instancePath+"/dropoff_location",parentData:data,parentDataProperty:"dropoff_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.airport !== undefined){
let data2 = data.airport;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data2 === "DXB") || (data2 === "DWC")) || (data2 === "SHJ")) || (data2 === "AUH"))){
const err7 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/enum",keyword:"enum",params:{allowedValues: schema63.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.terminal !== undefined){
let data3 = data.terminal;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((((data3 === "T1") || (data3 === "T2")) || (data3 === "T3")) || (data3 === "MAIN")) || (data3 === "A"))){
const err9 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.direction !== undefined){
let data4 = data.direction;
if(typeof data4 !== "string"){
const err10 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((data4 === "arrival") || (data4 === "departure"))){
const err11 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema197.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.place !== undefined){
let data5 = data.place;
if(typeof data5 !== "string"){
const err12 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((((((((((((data5 === "DOWNTOWN_DUBAI") || (data5 === "BUSINESS_BAY")) || (data5 === "DEIRA")) || (data5 === "DUBAI_MARINA")) || (data5 === "JUMEIRAH_BEACH_RESIDENCE")) || (data5 === "PALM_JUMEIRAH")) || (data5 === "AL_BARSHA")) || (data5 === "ABU_DHABI_CITY")) || (data5 === "YAS_ISLAND")) || (data5 === "SAADIYAT_ISLAND")) || (data5 === "SHARJAH_CITY")) || (data5 === "AJMAN")) || (data5 === "RAS_AL_KHAIMAH")) || (data5 === "FUJAIRAH")) || (data5 === "AL_AIN"))){
const err13 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data6 = data.vehicle;
if(typeof data6 !== "string"){
const err14 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data6 === "VIP_V_CLASS") || (data6 === "EXECUTIVE_SEDAN")) || (data6 === "LUXURY_COACH"))){
const err15 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.pickup_date !== undefined){
let data7 = data.pickup_date;
if(typeof data7 === "string"){
if(!(formats12.validate(data7))){
const err16 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.pickup_time !== undefined){
let data8 = data.pickup_time;
if(typeof data8 === "string"){
if(!pattern13.test(data8)){
const err18 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.passengers !== undefined){
let data9 = data.passengers;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 30 || isNaN(data9)){
const err21 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err22 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.bags !== undefined){
let data10 = data.bags;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err23 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 30 || isNaN(data10)){
const err24 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err25 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.flight_number !== undefined){
let data11 = data.flight_number;
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
const err26 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate149.errors = vErrors;
return errors === 0;
}
validate149.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate147(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate147.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cost_centre_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cost_centre_id"},message:"must have required property '"+"cost_centre_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.traveller === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "traveller"},message:"must have required property '"+"traveller"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.purpose === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "purpose"},message:"must have required property '"+"purpose"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.transfer === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transfer"},message:"must have required property '"+"transfer"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "cost_centre_id") || (key0 === "traveller")) || (key0 === "employee_id")) || (key0 === "purpose")) || (key0 === "transfer")) || (key0 === "notes"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.cost_centre_id !== undefined){
let data0 = data.cost_centre_id;
if(typeof data0 === "string"){
if(!pattern58.test(data0)){
const err5 = {instancePath:instancePath+"/cost_centre_id",schemaPath:"components.json#/$defs/CorporateCostCentreRef/pattern",keyword:"pattern",params:{pattern: "^cc_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^cc_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/cost_centre_id",schemaPath:"components.json#/$defs/CorporateCostCentreRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.traveller !== undefined){
if(!(validate53(data.traveller, {instancePath:instancePath+"/traveller",parentData:data,parentDataProperty:"traveller",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.employee_id !== undefined){
let data2 = data.employee_id;
if(typeof data2 === "string"){
if(func1(data2) > 40){
const err7 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/employee_id",schemaPath:"#/properties/employee_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.purpose !== undefined){
let data3 = data.purpose;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err10 = {instancePath:instancePath+"/purpose",schemaPath:"#/properties/purpose/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data3) < 3){
const err11 = {instancePath:instancePath+"/purpose",schemaPath:"#/properties/purpose/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/purpose",schemaPath:"#/properties/purpose/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.transfer !== undefined){
if(!(validate149(data.transfer, {instancePath:instancePath+"/transfer",parentData:data,parentDataProperty:"transfer",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
}
if(data.notes !== undefined){
let data5 = data.notes;
if(typeof data5 === "string"){
if(func1(data5) > 500){
const err13 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data5) < 1){
const err14 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate147.errors = vErrors;
return errors === 0;
}
validate147.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate147(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate147.errors : vErrors.concat(validate147.errors);
errors = vErrors.length;
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.decideCorporateRequest_body = validate154;
const schema204 = {"$ref":"components.json#/$defs/CorporateDecisionRequest"};
const schema205 = {"type":"object","description":"An approver's decision on a `pending_approval` request: `approve` books and charges the\ntransfer, `decline` needs a reason the employee is told.\n","required":["decision","approver_email"],"additionalProperties":false,"properties":{"decision":{"type":"string","enum":["approve","decline"]},"approver_email":{"allOf":[{"$ref":"components.json#/$defs/Email"}],"description":"The approver deciding: one of the cost centre's approvers."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Required to decline; the employee is told."}}};

function validate155(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate155.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.decision === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.approver_email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "approver_email"},message:"must have required property '"+"approver_email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "decision") || (key0 === "approver_email")) || (key0 === "reason"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.decision !== undefined){
let data0 = data.decision;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data0 === "approve") || (data0 === "decline"))){
const err4 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema205.properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.approver_email !== undefined){
let data1 = data.approver_email;
if(typeof data1 === "string"){
if(func1(data1) > 254){
const err5 = {instancePath:instancePath+"/approver_email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats4.test(data1))){
const err6 = {instancePath:instancePath+"/approver_email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/approver_email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.reason !== undefined){
let data2 = data.reason;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err8 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate155.errors = vErrors;
return errors === 0;
}
validate155.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate154.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate155(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate155.errors : vErrors.concat(validate155.errors);
errors = vErrors.length;
}
validate154.errors = vErrors;
return errors === 0;
}
validate154.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.saveCorporateShuttle_body = validate157;
const schema207 = {"$ref":"components.json#/$defs/CorporateShuttleRequest"};
const schema208 = {"type":"object","description":"Without `id`: a new shuttle. With `id`: the fields to change.","additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^shu_[0-9A-Za-z]{20}$","description":"The shuttle to change; leave out to create one."},"name":{"type":"string","minLength":1,"maxLength":120},"cost_centre_id":{"$ref":"components.json#/$defs/CorporateCostCentreRef"},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"vehicles_per_run":{"type":"integer","minimum":1,"maximum":10,"description":"Vehicles sent on each run; 1 when a shuttle is created without it."},"stops":{"type":"array","minItems":2,"maxItems":12,"items":{"$ref":"components.json#/$defs/CorporateShuttleStop"}},"departures":{"type":"array","minItems":1,"maxItems":12,"items":{"$ref":"components.json#/$defs/CorporateShuttleDeparture"}},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/CorporateShuttleDay"}},"starts_on":{"$ref":"components.json#/$defs/IsoDate"},"ends_on":{"type":["string","null"],"format":"date","description":"The last day it runs; `null`: until ended."}}};
const schema213 = {"type":"object","description":"A departure of the shuttle's timetable: the UAE time at the first stop and the direction the\nrun takes the stops in.\n","required":["time","direction"],"additionalProperties":false,"properties":{"time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"UAE time at the first stop of the run, `HH:MM`.","examples":["07:00"]},"direction":{"type":"string","enum":["outbound","return"],"description":"`outbound` runs the stops in order; `return` in reverse."}}};
const schema214 = {"type":"string","description":"A day of the week a shuttle runs on.","enum":["mon","tue","wed","thu","fri","sat","sun"]};
const pattern63 = new RegExp("^shu_[0-9A-Za-z]{20}$", "u");
const schema211 = {"type":"object","description":"A stop on a shuttle's route, in outbound order, with its minutes from the first stop.","required":["name","zone","minutes_from_first_stop"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"examples":["Al Qusais staff residence"]},"zone":{"$ref":"components.json#/$defs/TransportZone"},"address":{"type":"string","minLength":1,"maxLength":200,"description":"Where the vehicle stops, for the driver."},"minutes_from_first_stop":{"type":"integer","minimum":0,"maximum":240,"description":"Outbound timing: 0 for the first stop, then increasing."}}};

function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate159.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.zone === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "zone"},message:"must have required property '"+"zone"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.minutes_from_first_stop === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "minutes_from_first_stop"},message:"must have required property '"+"minutes_from_first_stop"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "zone")) || (key0 === "address")) || (key0 === "minutes_from_first_stop"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.zone !== undefined){
let data1 = data.zone;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/zone",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((((((((((((data1 === "DOWNTOWN_DUBAI") || (data1 === "BUSINESS_BAY")) || (data1 === "DEIRA")) || (data1 === "DUBAI_MARINA")) || (data1 === "JUMEIRAH_BEACH_RESIDENCE")) || (data1 === "PALM_JUMEIRAH")) || (data1 === "AL_BARSHA")) || (data1 === "ABU_DHABI_CITY")) || (data1 === "YAS_ISLAND")) || (data1 === "SAADIYAT_ISLAND")) || (data1 === "SHARJAH_CITY")) || (data1 === "AJMAN")) || (data1 === "RAS_AL_KHAIMAH")) || (data1 === "FUJAIRAH")) || (data1 === "AL_AIN"))){
const err8 = {instancePath:instancePath+"/zone",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.address !== undefined){
let data2 = data.address;
if(typeof data2 === "string"){
if(func1(data2) > 200){
const err9 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data2) < 1){
const err10 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.minutes_from_first_stop !== undefined){
let data3 = data.minutes_from_first_stop;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/minutes_from_first_stop",schemaPath:"#/properties/minutes_from_first_stop/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 240 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/minutes_from_first_stop",schemaPath:"#/properties/minutes_from_first_stop/maximum",keyword:"maximum",params:{comparison: "<=", limit: 240},message:"must be <= 240"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/minutes_from_first_stop",schemaPath:"#/properties/minutes_from_first_stop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate159.errors = vErrors;
return errors === 0;
}
validate159.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate158(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate158.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func17.call(schema208.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern63.test(data0)){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^shu_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^shu_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cost_centre_id !== undefined){
let data2 = data.cost_centre_id;
if(typeof data2 === "string"){
if(!pattern58.test(data2)){
const err6 = {instancePath:instancePath+"/cost_centre_id",schemaPath:"components.json#/$defs/CorporateCostCentreRef/pattern",keyword:"pattern",params:{pattern: "^cc_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^cc_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/cost_centre_id",schemaPath:"components.json#/$defs/CorporateCostCentreRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data3 = data.vehicle;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(((data3 === "VIP_V_CLASS") || (data3 === "EXECUTIVE_SEDAN")) || (data3 === "LUXURY_COACH"))){
const err9 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.vehicles_per_run !== undefined){
let data4 = data.vehicles_per_run;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/vehicles_per_run",schemaPath:"#/properties/vehicles_per_run/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 10 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/vehicles_per_run",schemaPath:"#/properties/vehicles_per_run/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/vehicles_per_run",schemaPath:"#/properties/vehicles_per_run/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.stops !== undefined){
let data5 = data.stops;
if(Array.isArray(data5)){
if(data5.length > 12){
const err13 = {instancePath:instancePath+"/stops",schemaPath:"#/properties/stops/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.length < 2){
const err14 = {instancePath:instancePath+"/stops",schemaPath:"#/properties/stops/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate159(data5[i0], {instancePath:instancePath+"/stops/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/stops",schemaPath:"#/properties/stops/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.departures !== undefined){
let data7 = data.departures;
if(Array.isArray(data7)){
if(data7.length > 12){
const err16 = {instancePath:instancePath+"/departures",schemaPath:"#/properties/departures/maxItems",keyword:"maxItems",params:{limit: 12},message:"must NOT have more than 12 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data7.length < 1){
const err17 = {instancePath:instancePath+"/departures",schemaPath:"#/properties/departures/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.time === undefined){
const err18 = {instancePath:instancePath+"/departures/" + i1,schemaPath:"components.json#/$defs/CorporateShuttleDeparture/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8.direction === undefined){
const err19 = {instancePath:instancePath+"/departures/" + i1,schemaPath:"components.json#/$defs/CorporateShuttleDeparture/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data8){
if(!((key1 === "time") || (key1 === "direction"))){
const err20 = {instancePath:instancePath+"/departures/" + i1,schemaPath:"components.json#/$defs/CorporateShuttleDeparture/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data8.time !== undefined){
let data9 = data8.time;
if(typeof data9 === "string"){
if(!pattern13.test(data9)){
const err21 = {instancePath:instancePath+"/departures/" + i1+"/time",schemaPath:"components.json#/$defs/CorporateShuttleDeparture/properties/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/departures/" + i1+"/time",schemaPath:"components.json#/$defs/CorporateShuttleDeparture/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.direction !== undefined){
let data10 = data8.direction;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/departures/" + i1+"/direction",schemaPath:"components.json#/$defs/CorporateShuttleDeparture/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!((data10 === "outbound") || (data10 === "return"))){
const err24 = {instancePath:instancePath+"/departures/" + i1+"/direction",schemaPath:"components.json#/$defs/CorporateShuttleDeparture/properties/direction/enum",keyword:"enum",params:{allowedValues: schema213.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/departures/" + i1,schemaPath:"components.json#/$defs/CorporateShuttleDeparture/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath:instancePath+"/departures",schemaPath:"#/properties/departures/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.days !== undefined){
let data11 = data.days;
if(Array.isArray(data11)){
if(data11.length > 7){
const err27 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/maxItems",keyword:"maxItems",params:{limit: 7},message:"must NOT have more than 7 items"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data11.length < 1){
const err28 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
let data12 = data11[i2];
if(typeof data12 !== "string"){
const err29 = {instancePath:instancePath+"/days/" + i2,schemaPath:"components.json#/$defs/CorporateShuttleDay/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(((((((data12 === "mon") || (data12 === "tue")) || (data12 === "wed")) || (data12 === "thu")) || (data12 === "fri")) || (data12 === "sat")) || (data12 === "sun"))){
const err30 = {instancePath:instancePath+"/days/" + i2,schemaPath:"components.json#/$defs/CorporateShuttleDay/enum",keyword:"enum",params:{allowedValues: schema214.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
let i3 = data11.length;
let j0;
if(i3 > 1){
outer0:
for(;i3--;){
for(j0 = i3; j0--;){
if(func0(data11[i3], data11[j0])){
const err31 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err32 = {instancePath:instancePath+"/days",schemaPath:"#/properties/days/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.starts_on !== undefined){
let data13 = data.starts_on;
if(typeof data13 === "string"){
if(!(formats12.validate(data13))){
const err33 = {instancePath:instancePath+"/starts_on",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/starts_on",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.ends_on !== undefined){
let data14 = data.ends_on;
if((typeof data14 !== "string") && (data14 !== null)){
const err35 = {instancePath:instancePath+"/ends_on",schemaPath:"#/properties/ends_on/type",keyword:"type",params:{type: schema208.properties.ends_on.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data14 === "string"){
if(!(formats12.validate(data14))){
const err36 = {instancePath:instancePath+"/ends_on",schemaPath:"#/properties/ends_on/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate158.errors = vErrors;
return errors === 0;
}
validate158.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate157(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate157.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate158(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate158.errors : vErrors.concat(validate158.errors);
errors = vErrors.length;
}
validate157.errors = vErrors;
return errors === 0;
}
validate157.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.changeCorporateShuttleStatus_body = validate162;
const schema216 = {"$ref":"components.json#/$defs/CorporateShuttleStatusRequest"};
const schema217 = {"type":"object","description":"The state to move a shuttle to, with a reason: `paused`, `active` (resume) or `ended`; see\n`CorporateShuttle` for the allowed moves.\n","required":["status"],"additionalProperties":false,"properties":{"status":{"type":"string","enum":["active","paused","ended"],"description":"The state to move to: `paused` to pause, `active` to resume, `ended` to end."},"reason":{"type":"string","minLength":1,"maxLength":300,"examples":["Office closed for the National Day holiday"]}}};

function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate162.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "status") || (key0 === "reason"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((data0 === "active") || (data0 === "paused")) || (data0 === "ended"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/properties/status/enum",keyword:"enum",params:{allowedValues: schema217.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func1(data1) > 300){
const err4 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/properties/reason/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate162.errors = vErrors;
return errors === 0;
}
validate162.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.scheduleCorporateShuttleMonth_body = validate163;
const schema218 = {"$ref":"components.json#/$defs/CorporateShuttleScheduleRequest"};
const schema219 = {"type":"object","description":"A calendar month to schedule a shuttle's runs for, from its timetable, leaving out the days\ngiven.\n","required":["month"],"additionalProperties":false,"properties":{"month":{"$ref":"components.json#/$defs/CorporateMonth"},"skip_dates":{"type":"array","maxItems":31,"uniqueItems":true,"description":"Days of the month without runs.","items":{"$ref":"components.json#/$defs/IsoDate"}}}};
const schema220 = {"type":"string","description":"A calendar month, `YYYY-MM`.","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","examples":["2026-12"]};
const pattern66 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])$", "u");

function validate164(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate164.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.month === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "month") || (key0 === "skip_dates"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.month !== undefined){
let data0 = data.month;
if(typeof data0 === "string"){
if(!pattern66.test(data0)){
const err2 = {instancePath:instancePath+"/month",schemaPath:"components.json#/$defs/CorporateMonth/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/month",schemaPath:"components.json#/$defs/CorporateMonth/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.skip_dates !== undefined){
let data1 = data.skip_dates;
if(Array.isArray(data1)){
if(data1.length > 31){
const err4 = {instancePath:instancePath+"/skip_dates",schemaPath:"#/properties/skip_dates/maxItems",keyword:"maxItems",params:{limit: 31},message:"must NOT have more than 31 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 === "string"){
if(!(formats12.validate(data2))){
const err5 = {instancePath:instancePath+"/skip_dates/" + i0,schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/skip_dates/" + i0,schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err7 = {instancePath:instancePath+"/skip_dates",schemaPath:"#/properties/skip_dates/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/skip_dates",schemaPath:"#/properties/skip_dates/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate164.errors = vErrors;
return errors === 0;
}
validate164.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate163(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate163.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate164(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate164.errors : vErrors.concat(validate164.errors);
errors = vErrors.length;
}
validate163.errors = vErrors;
return errors === 0;
}
validate163.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.repriceCorporateShuttle_body = validate166;
const schema222 = {"$ref":"components.json#/$defs/CorporateShuttleRepriceRequest"};
const schema223 = {"type":"object","description":"Accepts the shuttle's newly agreed rate, naming the version read from\n`pending_rate.version`, so a rate you have not seen is never picked up.\n","required":["rate_version"],"additionalProperties":false,"properties":{"rate_version":{"type":"integer","minimum":2,"description":"The `pending_rate.version` you accept."}}};

function validate166(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate166.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rate_version === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/CorporateShuttleRepriceRequest/required",keyword:"required",params:{missingProperty: "rate_version"},message:"must have required property '"+"rate_version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "rate_version")){
const err1 = {instancePath,schemaPath:"components.json#/$defs/CorporateShuttleRepriceRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.rate_version !== undefined){
let data0 = data.rate_version;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/rate_version",schemaPath:"components.json#/$defs/CorporateShuttleRepriceRequest/properties/rate_version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 2 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/rate_version",schemaPath:"components.json#/$defs/CorporateShuttleRepriceRequest/properties/rate_version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"components.json#/$defs/CorporateShuttleRepriceRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate166.errors = vErrors;
return errors === 0;
}
validate166.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.saveDmcProgramme_body = validate167;
const schema224 = {"$ref":"components.json#/$defs/DmcProgrammeRequest"};
const schema225 = {"type":"object","description":"Without `id`: a new programme, and `title`, `client`, `group`, `start_date` and `end_date`\nare required. With `id`: a change to that programme; only the fields sent change, and at\nleast one must be sent. `end_date` is on or after `start_date`, a programme lasts at most\n30 days, and it starts in the future and at most 730 days ahead. Dates cannot move so that\na saved version has services outside them (save a new version instead).\n","additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^dmp_[0-9A-Za-z]{20}$","description":"The programme to change; omit it to create one."},"title":{"type":"string","minLength":1,"maxLength":120,"examples":["Stockholm sales incentive - Dubai and Abu Dhabi"]},"client":{"$ref":"components.json#/$defs/DmcClient"},"group":{"$ref":"components.json#/$defs/DmcGroup"},"start_date":{"$ref":"components.json#/$defs/IsoDate"},"end_date":{"$ref":"components.json#/$defs/IsoDate"},"agency_reference":{"type":"string","minLength":1,"maxLength":64,"description":"The DMC's own file reference; printed on the proposal."},"notes":{"type":"string","minLength":1,"maxLength":2000,"description":"Internal notes for the DMC and the trade desk; never shown to the client."}}};
const schema228 = {"type":"object","description":"The travelling group. Children are 3 to 11 years old; infants travel free and are not counted.","required":["adults","children"],"additionalProperties":false,"properties":{"adults":{"type":"integer","minimum":1,"maximum":500},"children":{"type":"integer","minimum":0,"maximum":200}}};
const pattern67 = new RegExp("^dmp_[0-9A-Za-z]{20}$", "u");
const schema226 = {"type":"object","description":"The DMC's own client the programme is for: an overseas tour operator, an incentive house or a corporate. Shown on the proposal.","required":["company","contact_name"],"additionalProperties":false,"properties":{"company":{"type":"string","minLength":1,"maxLength":120,"examples":["Nordic Incentive Partners AB"]},"contact_name":{"type":"string","minLength":1,"maxLength":120,"examples":["Linnea Berg"]},"email":{"$ref":"components.json#/$defs/Email"},"country":{"type":"string","pattern":"^[A-Z]{2}$","description":"ISO 3166-1 alpha-2 country of the client.","examples":["SE"]}}};
const pattern68 = new RegExp("^[A-Z]{2}$", "u");

function validate169(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate169.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.company === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "company"},message:"must have required property '"+"company"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contact_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contact_name"},message:"must have required property '"+"contact_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "company") || (key0 === "contact_name")) || (key0 === "email")) || (key0 === "country"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.company !== undefined){
let data0 = data.company;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err3 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/company",schemaPath:"#/properties/company/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.contact_name !== undefined){
let data1 = data.contact_name;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err6 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/contact_name",schemaPath:"#/properties/contact_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err9 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats4.test(data2))){
const err10 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.country !== undefined){
let data3 = data.country;
if(typeof data3 === "string"){
if(!pattern68.test(data3)){
const err12 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate169.errors = vErrors;
return errors === 0;
}
validate169.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate168(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate168.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((((((key0 === "id") || (key0 === "title")) || (key0 === "client")) || (key0 === "group")) || (key0 === "start_date")) || (key0 === "end_date")) || (key0 === "agency_reference")) || (key0 === "notes"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern67.test(data0)){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^dmp_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^dmp_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data1) < 1){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.client !== undefined){
if(!(validate169(data.client, {instancePath:instancePath+"/client",parentData:data,parentDataProperty:"client",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate169.errors : vErrors.concat(validate169.errors);
errors = vErrors.length;
}
}
if(data.group !== undefined){
let data3 = data.group;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.adults === undefined){
const err6 = {instancePath:instancePath+"/group",schemaPath:"components.json#/$defs/DmcGroup/required",keyword:"required",params:{missingProperty: "adults"},message:"must have required property '"+"adults"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.children === undefined){
const err7 = {instancePath:instancePath+"/group",schemaPath:"components.json#/$defs/DmcGroup/required",keyword:"required",params:{missingProperty: "children"},message:"must have required property '"+"children"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data3){
if(!((key1 === "adults") || (key1 === "children"))){
const err8 = {instancePath:instancePath+"/group",schemaPath:"components.json#/$defs/DmcGroup/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.adults !== undefined){
let data4 = data3.adults;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/group/adults",schemaPath:"components.json#/$defs/DmcGroup/properties/adults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 500 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/group/adults",schemaPath:"components.json#/$defs/DmcGroup/properties/adults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/group/adults",schemaPath:"components.json#/$defs/DmcGroup/properties/adults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data3.children !== undefined){
let data5 = data3.children;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err12 = {instancePath:instancePath+"/group/children",schemaPath:"components.json#/$defs/DmcGroup/properties/children/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 200 || isNaN(data5)){
const err13 = {instancePath:instancePath+"/group/children",schemaPath:"components.json#/$defs/DmcGroup/properties/children/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/group/children",schemaPath:"components.json#/$defs/DmcGroup/properties/children/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/group",schemaPath:"components.json#/$defs/DmcGroup/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.start_date !== undefined){
let data6 = data.start_date;
if(typeof data6 === "string"){
if(!(formats12.validate(data6))){
const err16 = {instancePath:instancePath+"/start_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/start_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.end_date !== undefined){
let data7 = data.end_date;
if(typeof data7 === "string"){
if(!(formats12.validate(data7))){
const err18 = {instancePath:instancePath+"/end_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/end_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.agency_reference !== undefined){
let data8 = data.agency_reference;
if(typeof data8 === "string"){
if(func1(data8) > 64){
const err20 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func1(data8) < 1){
const err21 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.notes !== undefined){
let data9 = data.notes;
if(typeof data9 === "string"){
if(func1(data9) > 2000){
const err23 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func1(data9) < 1){
const err24 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate168.errors = vErrors;
return errors === 0;
}
validate168.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate167.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate168(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate168.errors : vErrors.concat(validate168.errors);
errors = vErrors.length;
}
validate167.errors = vErrors;
return errors === 0;
}
validate167.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createDmcProgrammeVersion_body = validate172;
const schema231 = {"$ref":"components.json#/$defs/DmcVersionRequest"};
const schema232 = {"type":"object","description":"A complete priced itinerary. Every service date lies within the programme's dates;\n`valid_until` (by default 14 days from today, and never after the day before the\nprogramme starts) is the last day the client can accept this version at its price.\n","required":["lines"],"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1,"maxLength":80,"description":"E.g. `Option B - Yas Island`."},"markup_percent":{"allOf":[{"$ref":"components.json#/$defs/DmcMarkupPercent"}],"description":"Markup of every line that sets none; 0 by default."},"valid_until":{"$ref":"components.json#/$defs/IsoDate"},"lines":{"type":"array","minItems":1,"maxItems":60,"items":{"$ref":"components.json#/$defs/DmcLineRequest"}}}};
const schema233 = {"type":"number","minimum":0,"maximum":200,"x-max-decimals":2,"description":"The DMC's markup on its net cost, in percent; the client's price is the net cost plus the markup, rounded to whole AED.","examples":[18]};
const schema235 = {"type":"object","description":"One service of the programme, by `service`.","oneOf":[{"$ref":"components.json#/$defs/DmcTransferLineRequest"},{"$ref":"components.json#/$defs/DmcVehicleHireLineRequest"},{"$ref":"components.json#/$defs/DmcActivityLineRequest"}],"discriminator":{"propertyName":"service"}};
const schema236 = {"type":"object","description":"A private airport transfer for the group, priced like the transport quote: `terminal` must belong to `airport`, and the group must fit the vehicles.","required":["service","date","time","airport","terminal","direction","place","vehicle"],"additionalProperties":false,"properties":{"service":{"type":"string","const":"transfer"},"date":{"$ref":"components.json#/$defs/IsoDate"},"time":{"allOf":[{"$ref":"components.json#/$defs/DmcLineTime"}],"description":"The pickup; for an arrival, the scheduled landing."},"airport":{"$ref":"components.json#/$defs/Airport"},"terminal":{"$ref":"components.json#/$defs/Terminal"},"direction":{"type":"string","enum":["arrival","departure"]},"place":{"$ref":"components.json#/$defs/TransportZone"},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"vehicles":{"type":"integer","minimum":1,"maximum":20,"description":"Defaults to `1`."},"flight_number":{"$ref":"components.json#/$defs/FlightNumber"},"markup_percent":{"$ref":"components.json#/$defs/DmcMarkupPercent"},"notes":{"type":"string","minLength":1,"maxLength":500}}};
const schema238 = {"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE (UTC+04:00), `HH:MM`.","examples":["14:30"]};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate175.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.service === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.time === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.airport === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "airport"},message:"must have required property '"+"airport"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.terminal === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "terminal"},message:"must have required property '"+"terminal"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.direction === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.place === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "place"},message:"must have required property '"+"place"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.vehicle === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema236.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.service !== undefined){
let data0 = data.service;
if(typeof data0 !== "string"){
const err9 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("transfer" !== data0){
const err10 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/const",keyword:"const",params:{allowedValue: "transfer"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats12.validate(data1))){
const err11 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.time !== undefined){
let data2 = data.time;
if(typeof data2 === "string"){
if(!pattern13.test(data2)){
const err13 = {instancePath:instancePath+"/time",schemaPath:"components.json#/$defs/DmcLineTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/time",schemaPath:"components.json#/$defs/DmcLineTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.airport !== undefined){
let data3 = data.airport;
if(typeof data3 !== "string"){
const err15 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((((data3 === "DXB") || (data3 === "DWC")) || (data3 === "SHJ")) || (data3 === "AUH"))){
const err16 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/enum",keyword:"enum",params:{allowedValues: schema63.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.terminal !== undefined){
let data4 = data.terminal;
if(typeof data4 !== "string"){
const err17 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((data4 === "T1") || (data4 === "T2")) || (data4 === "T3")) || (data4 === "MAIN")) || (data4 === "A"))){
const err18 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/enum",keyword:"enum",params:{allowedValues: schema70.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.direction !== undefined){
let data5 = data.direction;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!((data5 === "arrival") || (data5 === "departure"))){
const err20 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema236.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.place !== undefined){
let data6 = data.place;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(((((((((((((((data6 === "DOWNTOWN_DUBAI") || (data6 === "BUSINESS_BAY")) || (data6 === "DEIRA")) || (data6 === "DUBAI_MARINA")) || (data6 === "JUMEIRAH_BEACH_RESIDENCE")) || (data6 === "PALM_JUMEIRAH")) || (data6 === "AL_BARSHA")) || (data6 === "ABU_DHABI_CITY")) || (data6 === "YAS_ISLAND")) || (data6 === "SAADIYAT_ISLAND")) || (data6 === "SHARJAH_CITY")) || (data6 === "AJMAN")) || (data6 === "RAS_AL_KHAIMAH")) || (data6 === "FUJAIRAH")) || (data6 === "AL_AIN"))){
const err22 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data7 = data.vehicle;
if(typeof data7 !== "string"){
const err23 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data7 === "VIP_V_CLASS") || (data7 === "EXECUTIVE_SEDAN")) || (data7 === "LUXURY_COACH"))){
const err24 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.vehicles !== undefined){
let data8 = data.vehicles;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err25 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 20 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err27 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.flight_number !== undefined){
let data9 = data.flight_number;
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
const err28 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.markup_percent !== undefined){
let data10 = data.markup_percent;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 200 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(Number(data10.toFixed(2)) !== data10){
const err32 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.notes !== undefined){
let data11 = data.notes;
if(typeof data11 === "string"){
if(func1(data11) > 500){
const err34 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(func1(data11) < 1){
const err35 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate175.errors = vErrors;
return errors === 0;
}
validate175.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema245 = {"type":"object","description":"Vehicles with chauffeur at the group's disposal, 4 to 12 hours, from a zone; public rate per vehicle and hour: `EXECUTIVE_SEDAN` AED 110, `VIP_V_CLASS` 165, `LUXURY_COACH` 350.","required":["service","date","time","vehicle","hours","start_place"],"additionalProperties":false,"properties":{"service":{"type":"string","const":"vehicle_hire"},"date":{"$ref":"components.json#/$defs/IsoDate"},"time":{"allOf":[{"$ref":"components.json#/$defs/DmcLineTime"}],"description":"Start of the hire."},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"vehicles":{"type":"integer","minimum":1,"maximum":20,"description":"Defaults to `1`."},"hours":{"type":"integer","minimum":4,"maximum":12},"start_place":{"$ref":"components.json#/$defs/TransportZone"},"markup_percent":{"$ref":"components.json#/$defs/DmcMarkupPercent"},"notes":{"type":"string","minLength":1,"maxLength":500}}};

function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate176.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.service === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.time === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.vehicle === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.hours === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.start_place === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_place"},message:"must have required property '"+"start_place"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema245.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.service !== undefined){
let data0 = data.service;
if(typeof data0 !== "string"){
const err7 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("vehicle_hire" !== data0){
const err8 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/const",keyword:"const",params:{allowedValue: "vehicle_hire"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats12.validate(data1))){
const err9 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.time !== undefined){
let data2 = data.time;
if(typeof data2 === "string"){
if(!pattern13.test(data2)){
const err11 = {instancePath:instancePath+"/time",schemaPath:"components.json#/$defs/DmcLineTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/time",schemaPath:"components.json#/$defs/DmcLineTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data3 = data.vehicle;
if(typeof data3 !== "string"){
const err13 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data3 === "VIP_V_CLASS") || (data3 === "EXECUTIVE_SEDAN")) || (data3 === "LUXURY_COACH"))){
const err14 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.vehicles !== undefined){
let data4 = data.vehicles;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 20 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.hours !== undefined){
let data5 = data.hours;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 12 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 4 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4},message:"must be >= 4"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.start_place !== undefined){
let data6 = data.start_place;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/start_place",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!(((((((((((((((data6 === "DOWNTOWN_DUBAI") || (data6 === "BUSINESS_BAY")) || (data6 === "DEIRA")) || (data6 === "DUBAI_MARINA")) || (data6 === "JUMEIRAH_BEACH_RESIDENCE")) || (data6 === "PALM_JUMEIRAH")) || (data6 === "AL_BARSHA")) || (data6 === "ABU_DHABI_CITY")) || (data6 === "YAS_ISLAND")) || (data6 === "SAADIYAT_ISLAND")) || (data6 === "SHARJAH_CITY")) || (data6 === "AJMAN")) || (data6 === "RAS_AL_KHAIMAH")) || (data6 === "FUJAIRAH")) || (data6 === "AL_AIN"))){
const err22 = {instancePath:instancePath+"/start_place",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema71.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.markup_percent !== undefined){
let data7 = data.markup_percent;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 200 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(Number(data7.toFixed(2)) !== data7){
const err25 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.notes !== undefined){
let data8 = data.notes;
if(typeof data8 === "string"){
if(func1(data8) > 500){
const err27 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data8) < 1){
const err28 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate176.errors = vErrors;
return errors === 0;
}
validate176.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema251 = {"type":"object","description":"A tour or attraction; `adults` and `children` default to the whole group.","required":["service","date","activity"],"additionalProperties":false,"properties":{"service":{"type":"string","const":"activity"},"date":{"$ref":"components.json#/$defs/IsoDate"},"time":{"allOf":[{"$ref":"components.json#/$defs/DmcLineTime"}],"description":"Start time; the tour's usual start when omitted."},"activity":{"$ref":"components.json#/$defs/DmcActivity"},"adults":{"type":"integer","minimum":0,"maximum":500},"children":{"type":"integer","minimum":0,"maximum":200},"markup_percent":{"$ref":"components.json#/$defs/DmcMarkupPercent"},"notes":{"type":"string","minLength":1,"maxLength":500}}};
const schema254 = {"type":"string","description":"Tours and attractions a programme can include, priced per person at the public price\n(adult / child, AED): `DESERT_SAFARI_EVENING` 250 / 190, `DUBAI_CITY_TOUR_HALF_DAY`\n160 / 120, `ABU_DHABI_CITY_TOUR_FULL_DAY` 295 / 220, `DHOW_CRUISE_MARINA_DINNER`\n220 / 150, `BURJ_KHALIFA_AT_THE_TOP` 189 / 149, `MUSEUM_OF_THE_FUTURE` 149 / 119,\n`HATTA_MOUNTAIN_TOUR` 320 / 240, `FERRARI_WORLD_YAS` 345 / 295.\n","enum":["DESERT_SAFARI_EVENING","DUBAI_CITY_TOUR_HALF_DAY","ABU_DHABI_CITY_TOUR_FULL_DAY","DHOW_CRUISE_MARINA_DINNER","BURJ_KHALIFA_AT_THE_TOP","MUSEUM_OF_THE_FUTURE","HATTA_MOUNTAIN_TOUR","FERRARI_WORLD_YAS"]};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate177.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.service === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.activity === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "activity"},message:"must have required property '"+"activity"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "service") || (key0 === "date")) || (key0 === "time")) || (key0 === "activity")) || (key0 === "adults")) || (key0 === "children")) || (key0 === "markup_percent")) || (key0 === "notes"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.service !== undefined){
let data0 = data.service;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("activity" !== data0){
const err5 = {instancePath:instancePath+"/service",schemaPath:"#/properties/service/const",keyword:"const",params:{allowedValue: "activity"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats12.validate(data1))){
const err6 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.time !== undefined){
let data2 = data.time;
if(typeof data2 === "string"){
if(!pattern13.test(data2)){
const err8 = {instancePath:instancePath+"/time",schemaPath:"components.json#/$defs/DmcLineTime/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/time",schemaPath:"components.json#/$defs/DmcLineTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.activity !== undefined){
let data3 = data.activity;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/activity",schemaPath:"components.json#/$defs/DmcActivity/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((((((data3 === "DESERT_SAFARI_EVENING") || (data3 === "DUBAI_CITY_TOUR_HALF_DAY")) || (data3 === "ABU_DHABI_CITY_TOUR_FULL_DAY")) || (data3 === "DHOW_CRUISE_MARINA_DINNER")) || (data3 === "BURJ_KHALIFA_AT_THE_TOP")) || (data3 === "MUSEUM_OF_THE_FUTURE")) || (data3 === "HATTA_MOUNTAIN_TOUR")) || (data3 === "FERRARI_WORLD_YAS"))){
const err11 = {instancePath:instancePath+"/activity",schemaPath:"components.json#/$defs/DmcActivity/enum",keyword:"enum",params:{allowedValues: schema254.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.adults !== undefined){
let data4 = data.adults;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err12 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 500 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.children !== undefined){
let data5 = data.children;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 200 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.markup_percent !== undefined){
let data6 = data.markup_percent;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 200 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(Number(data6.toFixed(2)) !== data6){
const err20 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.notes !== undefined){
let data7 = data.notes;
if(typeof data7 === "string"){
if(func1(data7) > 500){
const err22 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data7) < 1){
const err23 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate177.errors = vErrors;
return errors === 0;
}
validate177.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate174.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.service;
if(typeof tag0 == "string"){
if(tag0 === "transfer"){
if(!(validate175(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "vehicle_hire"){
if(!(validate176(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "activity"){
if(!(validate177(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err0 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "service", tagValue: tag0, values: ["transfer","vehicle_hire","activity"]},message:"value of tag \"service\" must be in oneOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "service", tagValue: tag0, values: ["transfer","vehicle_hire","activity"]},message:"tag \"service\" must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate174.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate174.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate173.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lines === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lines"},message:"must have required property '"+"lines"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "label") || (key0 === "markup_percent")) || (key0 === "valid_until")) || (key0 === "lines"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.label !== undefined){
let data0 = data.label;
if(typeof data0 === "string"){
if(func1(data0) > 80){
const err2 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.markup_percent !== undefined){
let data1 = data.markup_percent;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 200 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(Number(data1.toFixed(2)) !== data1){
const err7 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/markup_percent",schemaPath:"components.json#/$defs/DmcMarkupPercent/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.valid_until !== undefined){
let data2 = data.valid_until;
if(typeof data2 === "string"){
if(!(formats12.validate(data2))){
const err9 = {instancePath:instancePath+"/valid_until",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/valid_until",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.lines !== undefined){
let data3 = data.lines;
if(Array.isArray(data3)){
if(data3.length > 60){
const err11 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/maxItems",keyword:"maxItems",params:{limit: 60},message:"must NOT have more than 60 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.length < 1){
const err12 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate174(data3[i0], {instancePath:instancePath+"/lines/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate174.errors : vErrors.concat(validate174.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate173.errors = vErrors;
return errors === 0;
}
validate173.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate172(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate172.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate173(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate173.errors : vErrors.concat(validate173.errors);
errors = vErrors.length;
}
validate172.errors = vErrors;
return errors === 0;
}
validate172.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.changeDmcProgrammeStatus_body = validate183;
const schema256 = {"$ref":"components.json#/$defs/DmcStatusRequest"};
const schema257 = {"type":"object","description":"The status to move to. `booked` is reached only by accepting a version, and `completed` only when the last service day has passed.","required":["status"],"additionalProperties":false,"properties":{"status":{"type":"string","enum":["draft","proposed","on_hold","declined","cancelled"]},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Why; kept on the programme as `status_reason`. Expected with `declined` and `cancelled`."}}};

function validate183(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate183.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/DmcStatusRequest/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "status") || (key0 === "reason"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/DmcStatusRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/DmcStatusRequest/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((data0 === "draft") || (data0 === "proposed")) || (data0 === "on_hold")) || (data0 === "declined")) || (data0 === "cancelled"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/DmcStatusRequest/properties/status/enum",keyword:"enum",params:{allowedValues: schema257.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.reason !== undefined){
let data1 = data.reason;
if(typeof data1 === "string"){
if(func1(data1) > 500){
const err4 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/DmcStatusRequest/properties/reason/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/DmcStatusRequest/properties/reason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/reason",schemaPath:"components.json#/$defs/DmcStatusRequest/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"components.json#/$defs/DmcStatusRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate183.errors = vErrors;
return errors === 0;
}
validate183.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setDmcProgrammeBrand_body = validate184;
const schema258 = {"$ref":"components.json#/$defs/DmcBrandRequest"};
const schema259 = {"type":"object","description":"`mode: none` takes no other field. `mode: partner` takes the optional others; `display_name` defaults to the account's name.","required":["mode"],"additionalProperties":false,"properties":{"mode":{"type":"string","enum":["partner","none"]},"display_name":{"type":"string","minLength":1,"maxLength":80},"logo_url":{"type":"string","format":"uri","pattern":"^https://","maxLength":500,"description":"https only."},"accent_hex":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$","examples":["#0E6E55"]},"contact_line":{"type":"string","minLength":1,"maxLength":160,"examples":["+971 4 555 0188 · events@desertrosedmc.example"]}}};

function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate184.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/DmcBrandRequest/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "mode") || (key0 === "display_name")) || (key0 === "logo_url")) || (key0 === "accent_hex")) || (key0 === "contact_line"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/DmcBrandRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.mode !== undefined){
let data0 = data.mode;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/mode",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "partner") || (data0 === "none"))){
const err3 = {instancePath:instancePath+"/mode",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/mode/enum",keyword:"enum",params:{allowedValues: schema259.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.display_name !== undefined){
let data1 = data.display_name;
if(typeof data1 === "string"){
if(func1(data1) > 80){
const err4 = {instancePath:instancePath+"/display_name",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/display_name",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/display_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/display_name",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.logo_url !== undefined){
let data2 = data.logo_url;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err7 = {instancePath:instancePath+"/logo_url",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/logo_url/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern5.test(data2)){
const err8 = {instancePath:instancePath+"/logo_url",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/logo_url/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats2(data2))){
const err9 = {instancePath:instancePath+"/logo_url",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/logo_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/logo_url",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/logo_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.accent_hex !== undefined){
let data3 = data.accent_hex;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err11 = {instancePath:instancePath+"/accent_hex",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/accent_hex/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/accent_hex",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/accent_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.contact_line !== undefined){
let data4 = data.contact_line;
if(typeof data4 === "string"){
if(func1(data4) > 160){
const err13 = {instancePath:instancePath+"/contact_line",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/contact_line/maxLength",keyword:"maxLength",params:{limit: 160},message:"must NOT have more than 160 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data4) < 1){
const err14 = {instancePath:instancePath+"/contact_line",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/contact_line/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/contact_line",schemaPath:"components.json#/$defs/DmcBrandRequest/properties/contact_line/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"components.json#/$defs/DmcBrandRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate184.errors = vErrors;
return errors === 0;
}
validate184.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.acceptDmcProgramme_body = validate185;
const schema260 = {"$ref":"components.json#/$defs/DmcAcceptRequest"};
const schema261 = {"type":"object","description":"Accepts one version for the client and books it. `version` must be the one the client saw:\nit must exist and its `valid_until` must not have passed. `link_id`, when the client\naccepted through a client link, must be an `active` link of this programme for the same\nversion.\n","required":["version","accepted_by"],"additionalProperties":false,"properties":{"version":{"type":"integer","minimum":1,"maximum":99},"accepted_by":{"$ref":"components.json#/$defs/DmcPerson"},"link_id":{"type":"string","pattern":"^dcl_[0-9A-Za-z]{20}$"}}};
const schema262 = {"type":"object","description":"A person named on a programme: the DMC's client contact, a client link's recipient, or who\naccepted a proposal.\n","required":["name","email"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"examples":["Linnea Berg"]},"email":{"$ref":"components.json#/$defs/Email"}}};

function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate187.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "email"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.email !== undefined){
let data1 = data.email;
if(typeof data1 === "string"){
if(func1(data1) > 254){
const err6 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats4.test(data1))){
const err7 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate187.errors = vErrors;
return errors === 0;
}
validate187.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern75 = new RegExp("^dcl_[0-9A-Za-z]{20}$", "u");

function validate186(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate186.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.accepted_by === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "accepted_by"},message:"must have required property '"+"accepted_by"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "version") || (key0 === "accepted_by")) || (key0 === "link_id"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.version !== undefined){
let data0 = data.version;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 99 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.accepted_by !== undefined){
if(!(validate187(data.accepted_by, {instancePath:instancePath+"/accepted_by",parentData:data,parentDataProperty:"accepted_by",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate187.errors : vErrors.concat(validate187.errors);
errors = vErrors.length;
}
}
if(data.link_id !== undefined){
let data2 = data.link_id;
if(typeof data2 === "string"){
if(!pattern75.test(data2)){
const err6 = {instancePath:instancePath+"/link_id",schemaPath:"#/properties/link_id/pattern",keyword:"pattern",params:{pattern: "^dcl_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^dcl_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/link_id",schemaPath:"#/properties/link_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate186.errors = vErrors;
return errors === 0;
}
validate186.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate185.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate186(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate186.errors : vErrors.concat(validate186.errors);
errors = vErrors.length;
}
validate185.errors = vErrors;
return errors === 0;
}
validate185.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createDmcClientLink_body = validate190;
const schema264 = {"$ref":"components.json#/$defs/DmcClientLinkRequest"};
const schema265 = {"type":"object","description":"A link for the client to read one version's proposal and accept it. `version` defaults to the latest; it must exist and still be valid.","required":["recipient"],"additionalProperties":false,"properties":{"version":{"type":"integer","minimum":1,"maximum":99},"recipient":{"$ref":"components.json#/$defs/DmcPerson"},"expires_in_days":{"type":"integer","minimum":1,"maximum":30,"description":"Days until the link expires; it never outlives the version's `valid_until`. Defaults to `7`."},"allow_accept":{"type":"boolean","description":"Whether the client may accept through the link, or only read the proposal. Defaults to `true`."}}};

function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate191.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.recipient === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recipient"},message:"must have required property '"+"recipient"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "version") || (key0 === "recipient")) || (key0 === "expires_in_days")) || (key0 === "allow_accept"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.version !== undefined){
let data0 = data.version;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 99 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.recipient !== undefined){
if(!(validate187(data.recipient, {instancePath:instancePath+"/recipient",parentData:data,parentDataProperty:"recipient",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate187.errors : vErrors.concat(validate187.errors);
errors = vErrors.length;
}
}
if(data.expires_in_days !== undefined){
let data2 = data.expires_in_days;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/expires_in_days",schemaPath:"#/properties/expires_in_days/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 30 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/expires_in_days",schemaPath:"#/properties/expires_in_days/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/expires_in_days",schemaPath:"#/properties/expires_in_days/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.allow_accept !== undefined){
if(typeof data.allow_accept !== "boolean"){
const err8 = {instancePath:instancePath+"/allow_accept",schemaPath:"#/properties/allow_accept/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate191.errors = vErrors;
return errors === 0;
}
validate191.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate190.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate191(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);
errors = vErrors.length;
}
validate190.errors = vErrors;
return errors === 0;
}
validate190.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createQuoteRequest_body = validate194;
const schema266 = {"$ref":"components.json#/$defs/RateQuoteRequestCreate"};
const schema267 = {"type":"object","description":"A group, multi-day itinerary or event for the trade desk to price, with the client's budget\nin AED and the day to answer by.\n","required":["title","group","services"],"additionalProperties":false,"properties":{"title":{"type":"string","minLength":1,"maxLength":120},"group":{"type":"object","required":["adults"],"additionalProperties":false,"properties":{"adults":{"type":"integer","minimum":1,"maximum":500},"children":{"type":"integer","minimum":0,"maximum":200,"description":"Defaults to `0`."}}},"services":{"type":"array","minItems":1,"maxItems":30,"items":{"$ref":"components.json#/$defs/RateRequestService"}},"budget_aed":{"type":"number","x-max-decimals":2,"minimum":0,"description":"The client's budget for the whole request."},"respond_by":{"$ref":"components.json#/$defs/IsoDate"},"contact":{"$ref":"components.json#/$defs/Traveller"},"agency_reference":{"type":"string","minLength":1,"maxLength":64},"notes":{"type":"string","minLength":1,"maxLength":1000}}};
const schema268 = {"type":"object","description":"One line of a quote request.","required":["kind","date","description"],"additionalProperties":false,"properties":{"kind":{"type":"string","enum":["transfer","tour","vehicle_hire","other"]},"date":{"$ref":"components.json#/$defs/IsoDate"},"time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"UAE local time, `HH:MM`."},"from":{"type":"string","minLength":1,"maxLength":120,"description":"Where it starts; required for a `transfer`."},"to":{"type":"string","minLength":1,"maxLength":120,"description":"Where it ends; required for a `transfer`."},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"vehicles":{"type":"integer","minimum":1,"maximum":50,"description":"How many vehicles; with `vehicle`."},"description":{"type":"string","minLength":1,"maxLength":500}}};

function validate196(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate196.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.description === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "kind") || (key0 === "date")) || (key0 === "time")) || (key0 === "from")) || (key0 === "to")) || (key0 === "vehicle")) || (key0 === "vehicles")) || (key0 === "description"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((((data0 === "transfer") || (data0 === "tour")) || (data0 === "vehicle_hire")) || (data0 === "other"))){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema268.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!(formats12.validate(data1))){
const err6 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.time !== undefined){
let data2 = data.time;
if(typeof data2 === "string"){
if(!pattern13.test(data2)){
const err8 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/time",schemaPath:"#/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.from !== undefined){
let data3 = data.from;
if(typeof data3 === "string"){
if(func1(data3) > 120){
const err10 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data3) < 1){
const err11 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/from",schemaPath:"#/properties/from/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.to !== undefined){
let data4 = data.to;
if(typeof data4 === "string"){
if(func1(data4) > 120){
const err13 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data4) < 1){
const err14 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/to",schemaPath:"#/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data5 = data.vehicle;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data5 === "VIP_V_CLASS") || (data5 === "EXECUTIVE_SEDAN")) || (data5 === "LUXURY_COACH"))){
const err17 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.vehicles !== undefined){
let data6 = data.vehicles;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 50 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data6 < 1 || isNaN(data6)){
const err20 = {instancePath:instancePath+"/vehicles",schemaPath:"#/properties/vehicles/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.description !== undefined){
let data7 = data.description;
if(typeof data7 === "string"){
if(func1(data7) > 500){
const err21 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data7) < 1){
const err22 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate196.errors = vErrors;
return errors === 0;
}
validate196.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate195(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate195.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.group === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "group"},message:"must have required property '"+"group"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.services === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "services"},message:"must have required property '"+"services"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "title") || (key0 === "group")) || (key0 === "services")) || (key0 === "budget_aed")) || (key0 === "respond_by")) || (key0 === "contact")) || (key0 === "agency_reference")) || (key0 === "notes"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func1(data0) > 120){
const err4 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.group !== undefined){
let data1 = data.group;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.adults === undefined){
const err7 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/required",keyword:"required",params:{missingProperty: "adults"},message:"must have required property '"+"adults"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "adults") || (key1 === "children"))){
const err8 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.adults !== undefined){
let data2 = data1.adults;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/group/adults",schemaPath:"#/properties/group/properties/adults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 500 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/group/adults",schemaPath:"#/properties/group/properties/adults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/group/adults",schemaPath:"#/properties/group/properties/adults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data1.children !== undefined){
let data3 = data1.children;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/group/children",schemaPath:"#/properties/group/properties/children/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 200 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/group/children",schemaPath:"#/properties/group/properties/children/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/group/children",schemaPath:"#/properties/group/properties/children/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath:instancePath+"/group",schemaPath:"#/properties/group/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.services !== undefined){
let data4 = data.services;
if(Array.isArray(data4)){
if(data4.length > 30){
const err16 = {instancePath:instancePath+"/services",schemaPath:"#/properties/services/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4.length < 1){
const err17 = {instancePath:instancePath+"/services",schemaPath:"#/properties/services/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate196(data4[i0], {instancePath:instancePath+"/services/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate196.errors : vErrors.concat(validate196.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/services",schemaPath:"#/properties/services/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.budget_aed !== undefined){
let data6 = data.budget_aed;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/budget_aed",schemaPath:"#/properties/budget_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(Number(data6.toFixed(2)) !== data6){
const err20 = {instancePath:instancePath+"/budget_aed",schemaPath:"#/properties/budget_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/budget_aed",schemaPath:"#/properties/budget_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.respond_by !== undefined){
let data7 = data.respond_by;
if(typeof data7 === "string"){
if(!(formats12.validate(data7))){
const err22 = {instancePath:instancePath+"/respond_by",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/respond_by",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.contact !== undefined){
if(!(validate53(data.contact, {instancePath:instancePath+"/contact",parentData:data,parentDataProperty:"contact",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.agency_reference !== undefined){
let data9 = data.agency_reference;
if(typeof data9 === "string"){
if(func1(data9) > 64){
const err24 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func1(data9) < 1){
const err25 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.notes !== undefined){
let data10 = data.notes;
if(typeof data10 === "string"){
if(func1(data10) > 1000){
const err27 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data10) < 1){
const err28 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate195.errors = vErrors;
return errors === 0;
}
validate195.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate194.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate195(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate195.errors : vErrors.concat(validate195.errors);
errors = vErrors.length;
}
validate194.errors = vErrors;
return errors === 0;
}
validate194.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createWholesaleRequest_body = validate200;
const schema272 = {"$ref":"components.json#/$defs/RateWholesaleRequestCreate"};
const schema273 = {"type":"object","description":"A block of chauffeured vehicles to ask for over a run of days, for an event or a season,\nwith a target day rate in AED.\n","required":["vehicle","vehicles_per_day","start_date","end_date","hours_per_day","emirate"],"additionalProperties":false,"properties":{"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"vehicles_per_day":{"type":"integer","minimum":1,"maximum":50},"start_date":{"$ref":"components.json#/$defs/IsoDate"},"end_date":{"$ref":"components.json#/$defs/IsoDate"},"hours_per_day":{"type":"integer","minimum":4,"maximum":12,"description":"Hours each vehicle and chauffeur are at the partner's disposal each day."},"emirate":{"$ref":"components.json#/$defs/RateEmirate"},"event_name":{"type":"string","minLength":1,"maxLength":120},"target_rate_aed":{"type":"number","x-max-decimals":2,"minimum":0,"description":"The price per vehicle per day the partner hopes for."},"agency_reference":{"type":"string","minLength":1,"maxLength":64},"notes":{"type":"string","minLength":1,"maxLength":1000}}};
const schema277 = {"type":"string","description":"The emirate the vehicles work in.","enum":["ABU_DHABI","DUBAI","SHARJAH","AJMAN","UMM_AL_QUWAIN","RAS_AL_KHAIMAH","FUJAIRAH"]};

function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate201.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.vehicle === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.vehicles_per_day === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicles_per_day"},message:"must have required property '"+"vehicles_per_day"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start_date === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_date"},message:"must have required property '"+"start_date"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.end_date === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_date"},message:"must have required property '"+"end_date"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.hours_per_day === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hours_per_day"},message:"must have required property '"+"hours_per_day"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.emirate === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emirate"},message:"must have required property '"+"emirate"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema273.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data0 = data.vehicle;
if(typeof data0 !== "string"){
const err7 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data0 === "VIP_V_CLASS") || (data0 === "EXECUTIVE_SEDAN")) || (data0 === "LUXURY_COACH"))){
const err8 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.vehicles_per_day !== undefined){
let data1 = data.vehicles_per_day;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err9 = {instancePath:instancePath+"/vehicles_per_day",schemaPath:"#/properties/vehicles_per_day/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 50 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/vehicles_per_day",schemaPath:"#/properties/vehicles_per_day/maximum",keyword:"maximum",params:{comparison: "<=", limit: 50},message:"must be <= 50"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/vehicles_per_day",schemaPath:"#/properties/vehicles_per_day/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.start_date !== undefined){
let data2 = data.start_date;
if(typeof data2 === "string"){
if(!(formats12.validate(data2))){
const err12 = {instancePath:instancePath+"/start_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/start_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.end_date !== undefined){
let data3 = data.end_date;
if(typeof data3 === "string"){
if(!(formats12.validate(data3))){
const err14 = {instancePath:instancePath+"/end_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/end_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.hours_per_day !== undefined){
let data4 = data.hours_per_day;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err16 = {instancePath:instancePath+"/hours_per_day",schemaPath:"#/properties/hours_per_day/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 12 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/hours_per_day",schemaPath:"#/properties/hours_per_day/maximum",keyword:"maximum",params:{comparison: "<=", limit: 12},message:"must be <= 12"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 4 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/hours_per_day",schemaPath:"#/properties/hours_per_day/minimum",keyword:"minimum",params:{comparison: ">=", limit: 4},message:"must be >= 4"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.emirate !== undefined){
let data5 = data.emirate;
if(typeof data5 !== "string"){
const err19 = {instancePath:instancePath+"/emirate",schemaPath:"components.json#/$defs/RateEmirate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((((((data5 === "ABU_DHABI") || (data5 === "DUBAI")) || (data5 === "SHARJAH")) || (data5 === "AJMAN")) || (data5 === "UMM_AL_QUWAIN")) || (data5 === "RAS_AL_KHAIMAH")) || (data5 === "FUJAIRAH"))){
const err20 = {instancePath:instancePath+"/emirate",schemaPath:"components.json#/$defs/RateEmirate/enum",keyword:"enum",params:{allowedValues: schema277.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.event_name !== undefined){
let data6 = data.event_name;
if(typeof data6 === "string"){
if(func1(data6) > 120){
const err21 = {instancePath:instancePath+"/event_name",schemaPath:"#/properties/event_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data6) < 1){
const err22 = {instancePath:instancePath+"/event_name",schemaPath:"#/properties/event_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/event_name",schemaPath:"#/properties/event_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.target_rate_aed !== undefined){
let data7 = data.target_rate_aed;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/target_rate_aed",schemaPath:"#/properties/target_rate_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(Number(data7.toFixed(2)) !== data7){
const err25 = {instancePath:instancePath+"/target_rate_aed",schemaPath:"#/properties/target_rate_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/target_rate_aed",schemaPath:"#/properties/target_rate_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.agency_reference !== undefined){
let data8 = data.agency_reference;
if(typeof data8 === "string"){
if(func1(data8) > 64){
const err27 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func1(data8) < 1){
const err28 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.notes !== undefined){
let data9 = data.notes;
if(typeof data9 === "string"){
if(func1(data9) > 1000){
const err30 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func1(data9) < 1){
const err31 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate201.errors = vErrors;
return errors === 0;
}
validate201.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate200.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate201(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate201.errors : vErrors.concat(validate201.errors);
errors = vErrors.length;
}
validate200.errors = vErrors;
return errors === 0;
}
validate200.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updateWidget_body = validate203;
const schema278 = {"$ref":"components.json#/$defs/WidgetUpdate"};
const schema279 = {"type":"object","description":"The fields to change (at least one); those left out keep their value.","additionalProperties":false,"properties":{"status":{"type":"string","enum":["active","paused"],"description":"Resume or pause the widget."},"products":{"type":"array","minItems":1,"maxItems":2,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/WidgetProduct"}},"default_product":{"$ref":"components.json#/$defs/WidgetProduct"},"languages":{"$ref":"components.json#/$defs/SiteLanguages"},"display_currency":{"$ref":"components.json#/$defs/SiteCurrency"},"theme":{"$ref":"components.json#/$defs/WidgetTheme"},"allowed_origins":{"type":"array","maxItems":10,"uniqueItems":true,"description":"The pages' origins (`https://host[:port]`, no path); the widget refuses to load elsewhere. `http://localhost[:port]` and `http://127.0.0.1[:port]` are allowed too, to try the widget on a page of one's own computer.","items":{"type":"string","format":"uri","pattern":"^(https://|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?$)","maxLength":200}}}};
const schema280 = {"type":"string","description":"`transfers`: private airport and city transfers; `tours`: tours and activities.","enum":["transfers","tours"]};
const schema283 = {"type":"object","description":"How the booking widget looks on the partner's pages: light or dark, its accent colour and\nwhether it sits inline or behind a floating button.\n","required":["mode","accent_hex","layout"],"additionalProperties":false,"properties":{"mode":{"type":"string","enum":["light","dark"]},"accent_hex":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$","description":"Buttons and links.","examples":["#0E7C86"]},"layout":{"type":"string","enum":["inline","floating_button"],"description":"`inline`: the search form where the snippet is; `floating_button`: a \"Book a transfer\" button that opens it."}}};

function validate204(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate204.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "status") || (key0 === "products")) || (key0 === "default_product")) || (key0 === "languages")) || (key0 === "display_currency")) || (key0 === "theme")) || (key0 === "allowed_origins"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "active") || (data0 === "paused"))){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema279.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.products !== undefined){
let data1 = data.products;
if(Array.isArray(data1)){
if(data1.length > 2){
const err3 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.length < 1){
const err4 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/products/" + i0,schemaPath:"components.json#/$defs/WidgetProduct/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data2 === "transfers") || (data2 === "tours"))){
const err6 = {instancePath:instancePath+"/products/" + i0,schemaPath:"components.json#/$defs/WidgetProduct/enum",keyword:"enum",params:{allowedValues: schema280.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err7 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.default_product !== undefined){
let data3 = data.default_product;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/default_product",schemaPath:"components.json#/$defs/WidgetProduct/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((data3 === "transfers") || (data3 === "tours"))){
const err10 = {instancePath:instancePath+"/default_product",schemaPath:"components.json#/$defs/WidgetProduct/enum",keyword:"enum",params:{allowedValues: schema280.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.languages !== undefined){
if(!(validate91(data.languages, {instancePath:instancePath+"/languages",parentData:data,parentDataProperty:"languages",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
errors = vErrors.length;
}
}
if(data.display_currency !== undefined){
let data5 = data.display_currency;
if(typeof data5 !== "string"){
const err11 = {instancePath:instancePath+"/display_currency",schemaPath:"components.json#/$defs/SiteCurrency/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((((((((((data5 === "AED") || (data5 === "USD")) || (data5 === "EUR")) || (data5 === "GBP")) || (data5 === "SAR")) || (data5 === "KWD")) || (data5 === "QAR")) || (data5 === "OMR")) || (data5 === "BHD")) || (data5 === "INR")) || (data5 === "RUB")) || (data5 === "CNY"))){
const err12 = {instancePath:instancePath+"/display_currency",schemaPath:"components.json#/$defs/SiteCurrency/enum",keyword:"enum",params:{allowedValues: schema129.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.theme !== undefined){
let data6 = data.theme;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.mode === undefined){
const err13 = {instancePath:instancePath+"/theme",schemaPath:"components.json#/$defs/WidgetTheme/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.accent_hex === undefined){
const err14 = {instancePath:instancePath+"/theme",schemaPath:"components.json#/$defs/WidgetTheme/required",keyword:"required",params:{missingProperty: "accent_hex"},message:"must have required property '"+"accent_hex"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6.layout === undefined){
const err15 = {instancePath:instancePath+"/theme",schemaPath:"components.json#/$defs/WidgetTheme/required",keyword:"required",params:{missingProperty: "layout"},message:"must have required property '"+"layout"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key1 in data6){
if(!(((key1 === "mode") || (key1 === "accent_hex")) || (key1 === "layout"))){
const err16 = {instancePath:instancePath+"/theme",schemaPath:"components.json#/$defs/WidgetTheme/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data6.mode !== undefined){
let data7 = data6.mode;
if(typeof data7 !== "string"){
const err17 = {instancePath:instancePath+"/theme/mode",schemaPath:"components.json#/$defs/WidgetTheme/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data7 === "light") || (data7 === "dark"))){
const err18 = {instancePath:instancePath+"/theme/mode",schemaPath:"components.json#/$defs/WidgetTheme/properties/mode/enum",keyword:"enum",params:{allowedValues: schema283.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data6.accent_hex !== undefined){
let data8 = data6.accent_hex;
if(typeof data8 === "string"){
if(!pattern6.test(data8)){
const err19 = {instancePath:instancePath+"/theme/accent_hex",schemaPath:"components.json#/$defs/WidgetTheme/properties/accent_hex/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/theme/accent_hex",schemaPath:"components.json#/$defs/WidgetTheme/properties/accent_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.layout !== undefined){
let data9 = data6.layout;
if(typeof data9 !== "string"){
const err21 = {instancePath:instancePath+"/theme/layout",schemaPath:"components.json#/$defs/WidgetTheme/properties/layout/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data9 === "inline") || (data9 === "floating_button"))){
const err22 = {instancePath:instancePath+"/theme/layout",schemaPath:"components.json#/$defs/WidgetTheme/properties/layout/enum",keyword:"enum",params:{allowedValues: schema283.properties.layout.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/theme",schemaPath:"components.json#/$defs/WidgetTheme/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.allowed_origins !== undefined){
let data10 = data.allowed_origins;
if(Array.isArray(data10)){
if(data10.length > 10){
const err24 = {instancePath:instancePath+"/allowed_origins",schemaPath:"#/properties/allowed_origins/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const len1 = data10.length;
for(let i2=0; i2<len1; i2++){
let data11 = data10[i2];
if(typeof data11 === "string"){
if(func1(data11) > 200){
const err25 = {instancePath:instancePath+"/allowed_origins/" + i2,schemaPath:"#/properties/allowed_origins/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern46.test(data11)){
const err26 = {instancePath:instancePath+"/allowed_origins/" + i2,schemaPath:"#/properties/allowed_origins/items/pattern",keyword:"pattern",params:{pattern: "^(https://|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?$)"},message:"must match pattern \""+"^(https://|http://(localhost|127\\.0\\.0\\.1)(:[0-9]{1,5})?$)"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(formats2(data11))){
const err27 = {instancePath:instancePath+"/allowed_origins/" + i2,schemaPath:"#/properties/allowed_origins/items/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/allowed_origins/" + i2,schemaPath:"#/properties/allowed_origins/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
let i3 = data10.length;
let j1;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data10[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j1 = indices0[item0];
const err29 = {instancePath:instancePath+"/allowed_origins",schemaPath:"#/properties/allowed_origins/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
break;
}
indices0[item0] = i3;
}
}
}
else {
const err30 = {instancePath:instancePath+"/allowed_origins",schemaPath:"#/properties/allowed_origins/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate204.errors = vErrors;
return errors === 0;
}
validate204.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate203(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate203.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate204(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate204.errors : vErrors.concat(validate204.errors);
errors = vErrors.length;
}
validate203.errors = vErrors;
return errors === 0;
}
validate203.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.inviteUser_body = validate207;
const schema284 = {"$ref":"components.json#/$defs/UserInviteRequest"};
const schema285 = {"type":"object","description":"A person to invite by e-mail, with a role other than `owner`.","required":["email","first_name","last_name","role"],"additionalProperties":false,"properties":{"email":{"$ref":"components.json#/$defs/Email"},"first_name":{"type":"string","minLength":1,"maxLength":60},"last_name":{"type":"string","minLength":1,"maxLength":60},"role":{"allOf":[{"$ref":"components.json#/$defs/UserRole"}],"description":"Any role but `owner`."}}};
const schema287 = {"type":"string","description":"What a person may do: each role is a set of API scopes (the same scopes a key holds).\n`owner` is one per account and moves only through the trade desk.\n\n| Role | Scopes |\n|---|---|\n| `owner` | every scope |\n| `admin` | every scope |\n| `booker` | `account:read`, `transport:read`, `transport:write`, `activities:read`, `activities:write`, `cruise:read`, `cruise:write`, `bookings:create`, `bookings:view`, `bookings:manage`, `rates:view`, `tracking:view`, `inbox:view` |\n| `finance` | `account:read`, `bookings:view`, `statements:read`, `wallet:topup`, `affiliate:read`, `affiliate:write`, `settings:view`, `rates:view`, `inbox:view` |\n| `viewer` | every `:read` and `:view` scope |\n","enum":["owner","admin","booker","finance","viewer"]};

function validate208(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate208.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.first_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.last_name === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.role === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "email") || (key0 === "first_name")) || (key0 === "last_name")) || (key0 === "role"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err5 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats4.test(data0))){
const err6 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.first_name !== undefined){
let data1 = data.first_name;
if(typeof data1 === "string"){
if(func1(data1) > 60){
const err8 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data1) < 1){
const err9 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.last_name !== undefined){
let data2 = data.last_name;
if(typeof data2 === "string"){
if(func1(data2) > 60){
const err11 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data2) < 1){
const err12 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.role !== undefined){
let data3 = data.role;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/role",schemaPath:"components.json#/$defs/UserRole/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((((data3 === "owner") || (data3 === "admin")) || (data3 === "booker")) || (data3 === "finance")) || (data3 === "viewer"))){
const err15 = {instancePath:instancePath+"/role",schemaPath:"components.json#/$defs/UserRole/enum",keyword:"enum",params:{allowedValues: schema287.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate208.errors = vErrors;
return errors === 0;
}
validate208.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate207(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate207.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate208(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate208.errors : vErrors.concat(validate208.errors);
errors = vErrors.length;
}
validate207.errors = vErrors;
return errors === 0;
}
validate207.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.changeUserRole_body = validate210;
const schema288 = {"$ref":"components.json#/$defs/UserRoleChangeRequest"};
const schema289 = {"type":"object","description":"The role to give an `invited` or `active` person; `owner` cannot be given here.","required":["role"],"additionalProperties":false,"properties":{"role":{"allOf":[{"$ref":"components.json#/$defs/UserRole"}],"description":"Any role but `owner`."}}};

function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate211.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.role === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "role")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.role !== undefined){
let data0 = data.role;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/role",schemaPath:"components.json#/$defs/UserRole/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((data0 === "owner") || (data0 === "admin")) || (data0 === "booker")) || (data0 === "finance")) || (data0 === "viewer"))){
const err3 = {instancePath:instancePath+"/role",schemaPath:"components.json#/$defs/UserRole/enum",keyword:"enum",params:{allowedValues: schema287.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate211.errors = vErrors;
return errors === 0;
}
validate211.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate210(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate210.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate211(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate211.errors : vErrors.concat(validate211.errors);
errors = vErrors.length;
}
validate210.errors = vErrors;
return errors === 0;
}
validate210.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.requestWalletTopUp_body = validate213;
const schema291 = {"$ref":"components.json#/$defs/WalletTopUpCreate"};
const schema292 = {"type":"object","description":"A top-up of the wallet to pay by bank transfer.","required":["amount_aed"],"additionalProperties":false,"properties":{"amount_aed":{"type":"number","x-max-decimals":2,"minimum":100,"maximum":1000000,"description":"Amount to top up, AED 100 to 1,000,000.","examples":[7500]},"purchase_order":{"type":"string","minLength":1,"maxLength":64,"description":"The partner's purchase order, printed on the pro-forma.","examples":["PO-2026-118"]},"contact_email":{"allOf":[{"$ref":"components.json#/$defs/Email"}],"description":"Where the pro-forma is addressed (and, live, e-mailed); by default the person signed in, else the account's billing e-mail."}}};

function validate214(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate214.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount_aed === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount_aed"},message:"must have required property '"+"amount_aed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "amount_aed") || (key0 === "purchase_order")) || (key0 === "contact_email"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.amount_aed !== undefined){
let data0 = data.amount_aed;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1000000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 100 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(Number(data0.toFixed(2)) !== data0){
const err4 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.purchase_order !== undefined){
let data1 = data.purchase_order;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err6 = {instancePath:instancePath+"/purchase_order",schemaPath:"#/properties/purchase_order/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/purchase_order",schemaPath:"#/properties/purchase_order/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/purchase_order",schemaPath:"#/properties/purchase_order/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.contact_email !== undefined){
let data2 = data.contact_email;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err9 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats4.test(data2))){
const err10 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/contact_email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate214.errors = vErrors;
return errors === 0;
}
validate214.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate213(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate213.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate214(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate214.errors : vErrors.concat(validate214.errors);
errors = vErrors.length;
}
validate213.errors = vErrors;
return errors === 0;
}
validate213.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setBillingEmail_body = validate216;
const schema294 = {"$ref":"components.json#/$defs/BillingEmailRequest"};
const schema295 = {"type":"object","description":"The address invoices and statements are sent to.","required":["billing_email"],"additionalProperties":false,"properties":{"billing_email":{"$ref":"components.json#/$defs/Email"}}};

function validate217(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate217.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.billing_email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "billing_email"},message:"must have required property '"+"billing_email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "billing_email")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.billing_email !== undefined){
let data0 = data.billing_email;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err2 = {instancePath:instancePath+"/billing_email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats4.test(data0))){
const err3 = {instancePath:instancePath+"/billing_email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/billing_email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate217.errors = vErrors;
return errors === 0;
}
validate217.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate216(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate216.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate217(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate217.errors : vErrors.concat(validate217.errors);
errors = vErrors.length;
}
validate216.errors = vErrors;
return errors === 0;
}
validate216.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.saveContact_body = validate219;
const schema297 = {"$ref":"components.json#/$defs/ContactRequest"};
const schema298 = {"type":"object","description":"A contact to add, or to change when `id` is given.","required":["name","email","role"],"additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^cnt_[0-9A-Za-z]{20}$","description":"The contact to change; omit it to add one."},"name":{"type":"string","minLength":1,"maxLength":120},"email":{"$ref":"components.json#/$defs/Email"},"phone":{"type":"string","pattern":"^\\+[1-9][0-9]{6,14}$","description":"E.164 phone number."},"role":{"$ref":"components.json#/$defs/ContactRole"}}};
const schema300 = {"type":"string","description":"`finance` contacts receive invoices and statements; `emergency` contacts are called about live operations out of hours.","enum":["operations","finance","sales","emergency"]};
const pattern79 = new RegExp("^cnt_[0-9A-Za-z]{20}$", "u");

function validate220(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate220.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.email === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.role === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "name")) || (key0 === "email")) || (key0 === "phone")) || (key0 === "role"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!pattern79.test(data0)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^cnt_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^cnt_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.email !== undefined){
let data2 = data.email;
if(typeof data2 === "string"){
if(func1(data2) > 254){
const err9 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats4.test(data2))){
const err10 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/email",schemaPath:"components.json#/$defs/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
if(typeof data3 === "string"){
if(!pattern16.test(data3)){
const err12 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.role !== undefined){
let data4 = data.role;
if(typeof data4 !== "string"){
const err14 = {instancePath:instancePath+"/role",schemaPath:"components.json#/$defs/ContactRole/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((data4 === "operations") || (data4 === "finance")) || (data4 === "sales")) || (data4 === "emergency"))){
const err15 = {instancePath:instancePath+"/role",schemaPath:"components.json#/$defs/ContactRole/enum",keyword:"enum",params:{allowedValues: schema300.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate220.errors = vErrors;
return errors === 0;
}
validate220.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate219(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate219.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate220(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors);
errors = vErrors.length;
}
validate219.errors = vErrors;
return errors === 0;
}
validate219.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.setDocumentBrand_body = validate222;
const schema301 = {"$ref":"components.json#/$defs/DocumentBrand"};
const schema302 = {"type":"object","description":"The brand on the account's documents. `white_label` needs `display_name`.","required":["mode"],"additionalProperties":false,"properties":{"mode":{"type":"string","enum":["none","white_label"]},"display_name":{"type":"string","minLength":1,"maxLength":120},"logo_url":{"type":"string","format":"uri","pattern":"^https://","maxLength":2048},"accent_hex":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$"}}};

function validate222(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate222.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mode === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/DocumentBrand/required",keyword:"required",params:{missingProperty: "mode"},message:"must have required property '"+"mode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "mode") || (key0 === "display_name")) || (key0 === "logo_url")) || (key0 === "accent_hex"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/DocumentBrand/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.mode !== undefined){
let data0 = data.mode;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/mode",schemaPath:"components.json#/$defs/DocumentBrand/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "none") || (data0 === "white_label"))){
const err3 = {instancePath:instancePath+"/mode",schemaPath:"components.json#/$defs/DocumentBrand/properties/mode/enum",keyword:"enum",params:{allowedValues: schema302.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.display_name !== undefined){
let data1 = data.display_name;
if(typeof data1 === "string"){
if(func1(data1) > 120){
const err4 = {instancePath:instancePath+"/display_name",schemaPath:"components.json#/$defs/DocumentBrand/properties/display_name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/display_name",schemaPath:"components.json#/$defs/DocumentBrand/properties/display_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/display_name",schemaPath:"components.json#/$defs/DocumentBrand/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.logo_url !== undefined){
let data2 = data.logo_url;
if(typeof data2 === "string"){
if(func1(data2) > 2048){
const err7 = {instancePath:instancePath+"/logo_url",schemaPath:"components.json#/$defs/DocumentBrand/properties/logo_url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern5.test(data2)){
const err8 = {instancePath:instancePath+"/logo_url",schemaPath:"components.json#/$defs/DocumentBrand/properties/logo_url/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats2(data2))){
const err9 = {instancePath:instancePath+"/logo_url",schemaPath:"components.json#/$defs/DocumentBrand/properties/logo_url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/logo_url",schemaPath:"components.json#/$defs/DocumentBrand/properties/logo_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.accent_hex !== undefined){
let data3 = data.accent_hex;
if(typeof data3 === "string"){
if(!pattern6.test(data3)){
const err11 = {instancePath:instancePath+"/accent_hex",schemaPath:"components.json#/$defs/DocumentBrand/properties/accent_hex/pattern",keyword:"pattern",params:{pattern: "^#[0-9A-Fa-f]{6}$"},message:"must match pattern \""+"^#[0-9A-Fa-f]{6}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/accent_hex",schemaPath:"components.json#/$defs/DocumentBrand/properties/accent_hex/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"components.json#/$defs/DocumentBrand/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate222.errors = vErrors;
return errors === 0;
}
validate222.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createWebhookEndpoint_body = validate223;
const schema303 = {"$ref":"components.json#/$defs/WebhookEndpointCreate"};
const schema304 = {"type":"object","description":"A URL to receive the partition's events of the types chosen, as signed `POST` requests. Live\nendpoints must be `https` on a public host.\n","required":["url","enabled_events"],"additionalProperties":false,"properties":{"url":{"type":"string","minLength":1,"maxLength":2048,"description":"Live: `https://` on a public host. Test: also `http://localhost…`.","examples":["http://localhost:4000/hooks/trade"]},"enabled_events":{"type":"array","minItems":1,"maxItems":100,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/WebhookEventSelector"},"examples":[["booking.*","invoice.issued"]]},"description":{"type":"string","minLength":1,"maxLength":200}}};
const schema305 = {"type":"string","description":"An event type; a noun with `.*` for all its types (`booking.*`); or `*` for every type, present and future.","anyOf":[{"$ref":"components.json#/$defs/EventType"},{"type":"string","pattern":"^[a-z_]+\\.\\*$","maxLength":48},{"type":"string","const":"*"}],"examples":["booking.driver_assigned"]};
const schema306 = {"type":"string","description":"What happened, as `noun.verb`. The noun names the object (`subject.type`, whose table on\n`EventSubject` says what each snapshot is): `booking.*` a booking of any section (a\ntransfer, a tour, a booking for a client, a desk sale, a corporate or DMC service, or a\nvisitor's booking request); `request.*` a request to the trade desk (an amendment, a\nservice or wholesale request; also the desk's requests behind a site's review, an own\ndomain and a payout); `quote_request.*` a quote request; `wallet.*` the wallet;\n`credit_line.*` the credit line; `invoice.*`, `credit_note.*`, `statement.*` and `desk_day.*` billing;\n`user.*` a person of the account; `guide_property.*` a welcome guide; `site.*` the\nwhite-label site and `domain.*` its own domain; `programme.*` and `client_link.*` DMC\nprogrammes and their client links; `corporate_*` corporate transport; `affiliate_link.*`,\n`bank_details.*` and `payout.*` affiliates; `widget.*` the booking widget;\n`webhook_endpoint.*` a webhook endpoint (disabled after three days of failed deliveries,\nor sent a test event); `account.application_decided` the trade desk's answer to the\ncompany's application to become a partner (`/trade/apply`).\n\nA booking's first event is `booking.created`, whether it was confirmed at once (its\nsnapshot says `confirmed`) or is on request (`on_request`); `booking.confirmed` is\nrecorded when the trade desk confirms a booking that was on request. A change that comes\nwith a move records the move's event only (a cost centre reactivated with a new budget:\n`corporate_cost_centre.reactivated`, whose `previous_attributes` name both). New types may\nbe added: ignore types you do not know.\n","enum":["booking.created","booking.confirmed","booking.declined","booking.driver_assigned","booking.driver_unassigned","booking.driver_en_route","booking.driver_arrived","booking.passenger_on_board","booking.completed","booking.no_show","booking.cancelled","booking.amended","booking.flight_updated","booking.pickup_rescheduled","request.created","request.answered","request.withdrawn","quote_request.created","quote_request.answered","quote_request.withdrawn","wallet.credited","wallet.credit_reversed","credit_line.decided","invoice.issued","credit_note.issued","statement.issued","desk_day.closed","user.invited","user.activated","user.deactivated","user.reactivated","guide_property.created","guide_property.updated","guide_property.paused","guide_property.resumed","guide_property.link_replaced","guide_property.wifi_set","site.updated","site.submitted","site.submission_withdrawn","site.published","site.changes_requested","domain.requested","domain.active","domain.failed","domain.withdrawn","domain.released","programme.created","programme.changed","programme.version_saved","programme.status_changed","programme.accepted","programme.acceptance_refused","programme.completed","client_link.created","client_link.revoked","client_link.expired","corporate_cost_centre.created","corporate_cost_centre.changed","corporate_cost_centre.archived","corporate_cost_centre.reactivated","corporate_request.created","corporate_request.approved","corporate_request.declined","corporate_request.expired","corporate_shuttle.created","corporate_shuttle.changed","corporate_shuttle.paused","corporate_shuttle.resumed","corporate_shuttle.ended","corporate_shuttle.scheduled","corporate_shuttle.repriced","affiliate_link.created","bank_details.saved","payout.requested","payout.paid","payout.rejected","payout.cancelled","widget.set_up","widget.changed","widget.suspended","widget.reinstated","webhook_endpoint.disabled","webhook_endpoint.tested","account.application_decided"],"examples":["booking.driver_assigned"]};
const pattern83 = new RegExp("^[a-z_]+\\.\\*$", "u");

function validate225(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate225.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(typeof data !== "string"){
const err1 = {instancePath,schemaPath:"components.json#/$defs/EventType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((data === "booking.created") || (data === "booking.confirmed")) || (data === "booking.declined")) || (data === "booking.driver_assigned")) || (data === "booking.driver_unassigned")) || (data === "booking.driver_en_route")) || (data === "booking.driver_arrived")) || (data === "booking.passenger_on_board")) || (data === "booking.completed")) || (data === "booking.no_show")) || (data === "booking.cancelled")) || (data === "booking.amended")) || (data === "booking.flight_updated")) || (data === "booking.pickup_rescheduled")) || (data === "request.created")) || (data === "request.answered")) || (data === "request.withdrawn")) || (data === "quote_request.created")) || (data === "quote_request.answered")) || (data === "quote_request.withdrawn")) || (data === "wallet.credited")) || (data === "wallet.credit_reversed")) || (data === "credit_line.decided")) || (data === "invoice.issued")) || (data === "credit_note.issued")) || (data === "statement.issued")) || (data === "desk_day.closed")) || (data === "user.invited")) || (data === "user.activated")) || (data === "user.deactivated")) || (data === "user.reactivated")) || (data === "guide_property.created")) || (data === "guide_property.updated")) || (data === "guide_property.paused")) || (data === "guide_property.resumed")) || (data === "guide_property.link_replaced")) || (data === "guide_property.wifi_set")) || (data === "site.updated")) || (data === "site.submitted")) || (data === "site.submission_withdrawn")) || (data === "site.published")) || (data === "site.changes_requested")) || (data === "domain.requested")) || (data === "domain.active")) || (data === "domain.failed")) || (data === "domain.withdrawn")) || (data === "domain.released")) || (data === "programme.created")) || (data === "programme.changed")) || (data === "programme.version_saved")) || (data === "programme.status_changed")) || (data === "programme.accepted")) || (data === "programme.acceptance_refused")) || (data === "programme.completed")) || (data === "client_link.created")) || (data === "client_link.revoked")) || (data === "client_link.expired")) || (data === "corporate_cost_centre.created")) || (data === "corporate_cost_centre.changed")) || (data === "corporate_cost_centre.archived")) || (data === "corporate_cost_centre.reactivated")) || (data === "corporate_request.created")) || (data === "corporate_request.approved")) || (data === "corporate_request.declined")) || (data === "corporate_request.expired")) || (data === "corporate_shuttle.created")) || (data === "corporate_shuttle.changed")) || (data === "corporate_shuttle.paused")) || (data === "corporate_shuttle.resumed")) || (data === "corporate_shuttle.ended")) || (data === "corporate_shuttle.scheduled")) || (data === "corporate_shuttle.repriced")) || (data === "affiliate_link.created")) || (data === "bank_details.saved")) || (data === "payout.requested")) || (data === "payout.paid")) || (data === "payout.rejected")) || (data === "payout.cancelled")) || (data === "widget.set_up")) || (data === "widget.changed")) || (data === "widget.suspended")) || (data === "widget.reinstated")) || (data === "webhook_endpoint.disabled")) || (data === "webhook_endpoint.tested")) || (data === "account.application_decided"))){
const err2 = {instancePath,schemaPath:"components.json#/$defs/EventType/enum",keyword:"enum",params:{allowedValues: schema306.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
const _errs5 = errors;
if(typeof data === "string"){
if(func1(data) > 48){
const err3 = {instancePath,schemaPath:"#/anyOf/1/maxLength",keyword:"maxLength",params:{limit: 48},message:"must NOT have more than 48 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern83.test(data)){
const err4 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[a-z_]+\\.\\*$"},message:"must match pattern \""+"^[a-z_]+\\.\\*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
const _errs7 = errors;
if(typeof data !== "string"){
const err6 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if("*" !== data){
const err7 = {instancePath,schemaPath:"#/anyOf/2/const",keyword:"const",params:{allowedValue: "*"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err8 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
validate225.errors = vErrors;
return errors === 0;
}
validate225.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate224(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate224.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.enabled_events === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enabled_events"},message:"must have required property '"+"enabled_events"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "url") || (key0 === "enabled_events")) || (key0 === "description"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.enabled_events !== undefined){
let data1 = data.enabled_events;
if(Array.isArray(data1)){
if(data1.length > 100){
const err6 = {instancePath:instancePath+"/enabled_events",schemaPath:"#/properties/enabled_events/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/enabled_events",schemaPath:"#/properties/enabled_events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate225(data1[i0], {instancePath:instancePath+"/enabled_events/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
errors = vErrors.length;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err8 = {instancePath:instancePath+"/enabled_events",schemaPath:"#/properties/enabled_events/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/enabled_events",schemaPath:"#/properties/enabled_events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data3) < 1){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate224.errors = vErrors;
return errors === 0;
}
validate224.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate223(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate223.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate224(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate224.errors : vErrors.concat(validate224.errors);
errors = vErrors.length;
}
validate223.errors = vErrors;
return errors === 0;
}
validate223.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.updateWebhookEndpoint_body = validate228;
const schema307 = {"$ref":"components.json#/$defs/WebhookEndpointUpdate"};
const schema308 = {"type":"object","description":"The fields to change; at least one. Enabling a disabled endpoint clears `disabled_reason` and `failing_since`.","minProperties":1,"additionalProperties":false,"properties":{"url":{"type":"string","minLength":1,"maxLength":2048},"enabled_events":{"type":"array","minItems":1,"maxItems":100,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/WebhookEventSelector"}},"description":{"type":["string","null"],"minLength":1,"maxLength":200},"status":{"$ref":"components.json#/$defs/WebhookEndpointStatus"}}};
const schema309 = {"type":"string","description":"`enabled` endpoints receive events. A `disabled` one receives nothing but test events; its\nevents stay readable in the feed (`GET /events`) and can be re-sent once it is enabled\nagain.\n","enum":["enabled","disabled"]};

function validate229(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate229.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "url") || (key0 === "enabled_events")) || (key0 === "description")) || (key0 === "status"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.enabled_events !== undefined){
let data1 = data.enabled_events;
if(Array.isArray(data1)){
if(data1.length > 100){
const err5 = {instancePath:instancePath+"/enabled_events",schemaPath:"#/properties/enabled_events/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/enabled_events",schemaPath:"#/properties/enabled_events/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate225(data1[i0], {instancePath:instancePath+"/enabled_events/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors);
errors = vErrors.length;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err7 = {instancePath:instancePath+"/enabled_events",schemaPath:"#/properties/enabled_events/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/enabled_events",schemaPath:"#/properties/enabled_events/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.description !== undefined){
let data3 = data.description;
if((typeof data3 !== "string") && (data3 !== null)){
const err9 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: schema308.properties.description.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data3) < 1){
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.status !== undefined){
let data4 = data.status;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/WebhookEndpointStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((data4 === "enabled") || (data4 === "disabled"))){
const err13 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/WebhookEndpointStatus/enum",keyword:"enum",params:{allowedValues: schema309.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate229.errors = vErrors;
return errors === 0;
}
validate229.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate228(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate228.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate229(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate229.errors : vErrors.concat(validate229.errors);
errors = vErrors.length;
}
validate228.errors = vErrors;
return errors === 0;
}
validate228.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.rotateWebhookEndpointSecret_body = validate232;
const schema310 = {"$ref":"components.json#/$defs/WebhookSecretRotation"};
const schema311 = {"type":"object","description":"How long the endpoint's previous signing secret keeps signing beside the new one (24 hours\nby default, 0 retires it at once).\n","additionalProperties":false,"properties":{"expire_previous_in_hours":{"type":"integer","minimum":0,"maximum":168,"description":"How long the previous secret keeps signing beside the new one, so receivers can switch without missing a delivery; 0 retires it at once. Defaults to `24`."}}};

function validate232(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate232.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "expire_previous_in_hours")){
const err0 = {instancePath,schemaPath:"components.json#/$defs/WebhookSecretRotation/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.expire_previous_in_hours !== undefined){
let data0 = data.expire_previous_in_hours;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/expire_previous_in_hours",schemaPath:"components.json#/$defs/WebhookSecretRotation/properties/expire_previous_in_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 168 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/expire_previous_in_hours",schemaPath:"components.json#/$defs/WebhookSecretRotation/properties/expire_previous_in_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 168},message:"must be <= 168"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/expire_previous_in_hours",schemaPath:"components.json#/$defs/WebhookSecretRotation/properties/expire_previous_in_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"components.json#/$defs/WebhookSecretRotation/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate232.errors = vErrors;
return errors === 0;
}
validate232.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createApiKey_body = validate233;
const schema312 = {"$ref":"components.json#/$defs/ApiKeyRequest"};
const schema313 = {"type":"object","description":"A test key to issue: `mode` is `test` (a live key answers 403 `live_key_from_desk`), and `scopes` the scopes it holds (every scope the caller holds when left out).","additionalProperties":false,"properties":{"mode":{"type":"string","enum":["test","live"],"description":"Defaults to `test`; `live` is refused: live keys come from the trade desk."},"scopes":{"type":"array","minItems":1,"maxItems":40,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/Scope"},"description":"The key's scopes; the caller must hold each."}}};
const schema314 = {"type":"string","description":"A permission a key may hold; each operation needs one.","enum":["transport:read","transport:write","activities:read","activities:write","cruise:read","cruise:write","guides:read","guides:write","guides_wifi:read","guides_wifi:write","site:read","site:write","account:read","affiliate:read","affiliate:write","bookings:create","bookings:view","bookings:manage","statements:read","wallet:topup","settings:view","settings:manage","rates:view","tracking:view","tracking:manage","users:view","users:manage","inbox:view"]};

function validate234(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate234.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "mode") || (key0 === "scopes"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.mode !== undefined){
let data0 = data.mode;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!((data0 === "test") || (data0 === "live"))){
const err2 = {instancePath:instancePath+"/mode",schemaPath:"#/properties/mode/enum",keyword:"enum",params:{allowedValues: schema313.properties.mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.scopes !== undefined){
let data1 = data.scopes;
if(Array.isArray(data1)){
if(data1.length > 40){
const err3 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/maxItems",keyword:"maxItems",params:{limit: 40},message:"must NOT have more than 40 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.length < 1){
const err4 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"components.json#/$defs/Scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((((((((((((((((((((((((((((data2 === "transport:read") || (data2 === "transport:write")) || (data2 === "activities:read")) || (data2 === "activities:write")) || (data2 === "cruise:read")) || (data2 === "cruise:write")) || (data2 === "guides:read")) || (data2 === "guides:write")) || (data2 === "guides_wifi:read")) || (data2 === "guides_wifi:write")) || (data2 === "site:read")) || (data2 === "site:write")) || (data2 === "account:read")) || (data2 === "affiliate:read")) || (data2 === "affiliate:write")) || (data2 === "bookings:create")) || (data2 === "bookings:view")) || (data2 === "bookings:manage")) || (data2 === "statements:read")) || (data2 === "wallet:topup")) || (data2 === "settings:view")) || (data2 === "settings:manage")) || (data2 === "rates:view")) || (data2 === "tracking:view")) || (data2 === "tracking:manage")) || (data2 === "users:view")) || (data2 === "users:manage")) || (data2 === "inbox:view"))){
const err6 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"components.json#/$defs/Scope/enum",keyword:"enum",params:{allowedValues: schema314.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data1[i1], data1[j0])){
const err7 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err8 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate234.errors = vErrors;
return errors === 0;
}
validate234.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate233(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate233.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate234(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate234.errors : vErrors.concat(validate234.errors);
errors = vErrors.length;
}
validate233.errors = vErrors;
return errors === 0;
}
validate233.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createLiveKeyRequest_body = validate236;
const schema315 = {"$ref":"components.json#/$defs/LiveKeyRequestCreate"};
const schema316 = {"type":"object","description":"What to ask the desk for: the live key's scopes (every scope the caller holds when left out) and a note.","additionalProperties":false,"properties":{"scopes":{"type":"array","minItems":1,"maxItems":40,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/Scope"},"description":"The key's scopes; the caller must hold each."},"note":{"type":"string","minLength":1,"maxLength":500,"description":"What the desk should know (the system the key is for)."}}};

function validate237(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate237.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "scopes") || (key0 === "note"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.scopes !== undefined){
let data0 = data.scopes;
if(Array.isArray(data0)){
if(data0.length > 40){
const err1 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/maxItems",keyword:"maxItems",params:{limit: 40},message:"must NOT have more than 40 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"components.json#/$defs/Scope/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((((((((((((((((((((((((((((data1 === "transport:read") || (data1 === "transport:write")) || (data1 === "activities:read")) || (data1 === "activities:write")) || (data1 === "cruise:read")) || (data1 === "cruise:write")) || (data1 === "guides:read")) || (data1 === "guides:write")) || (data1 === "guides_wifi:read")) || (data1 === "guides_wifi:write")) || (data1 === "site:read")) || (data1 === "site:write")) || (data1 === "account:read")) || (data1 === "affiliate:read")) || (data1 === "affiliate:write")) || (data1 === "bookings:create")) || (data1 === "bookings:view")) || (data1 === "bookings:manage")) || (data1 === "statements:read")) || (data1 === "wallet:topup")) || (data1 === "settings:view")) || (data1 === "settings:manage")) || (data1 === "rates:view")) || (data1 === "tracking:view")) || (data1 === "tracking:manage")) || (data1 === "users:view")) || (data1 === "users:manage")) || (data1 === "inbox:view"))){
const err4 = {instancePath:instancePath+"/scopes/" + i0,schemaPath:"components.json#/$defs/Scope/enum",keyword:"enum",params:{allowedValues: schema314.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
let i1 = data0.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data0[i1], data0[j0])){
const err5 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/scopes",schemaPath:"#/properties/scopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.note !== undefined){
let data2 = data.note;
if(typeof data2 === "string"){
if(func1(data2) > 500){
const err7 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data2) < 1){
const err8 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate237.errors = vErrors;
return errors === 0;
}
validate237.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate236(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate236.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate237(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate237.errors : vErrors.concat(validate237.errors);
errors = vErrors.length;
}
validate236.errors = vErrors;
return errors === 0;
}
validate236.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.advanceTestBooking_body = validate239;
const schema318 = {"$ref":"components.json#/$defs/TestBookingAdvanceRequest"};
const schema319 = {"type":"object","description":"The state to move a test booking to; `driver` is required with `driver_assigned` and refused otherwise.","required":["status"],"additionalProperties":false,"properties":{"status":{"type":"string","enum":["confirmed","declined","driver_assigned","completed","no_show"]},"driver":{"$ref":"components.json#/$defs/BookingDriver"},"note":{"type":"string","minLength":1,"maxLength":500,"description":"The desk's note, shown in the inbox (a reason for declining …)."}}};
const schema320 = {"type":"object","description":"The driver the trade desk assigned.","required":["name","phone","vehicle_plate"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"examples":["Imran Qureshi"]},"phone":{"type":"string","pattern":"^\\+[1-9][0-9]{6,14}$","examples":["+971501112233"]},"vehicle_plate":{"type":"string","minLength":1,"maxLength":40,"examples":["Dubai P 48213"]}}};

function validate240(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate240.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "status") || (key0 === "driver")) || (key0 === "note"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(((((data0 === "confirmed") || (data0 === "declined")) || (data0 === "driver_assigned")) || (data0 === "completed")) || (data0 === "no_show"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema319.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.driver !== undefined){
let data1 = data.driver;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err4 = {instancePath:instancePath+"/driver",schemaPath:"components.json#/$defs/BookingDriver/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.phone === undefined){
const err5 = {instancePath:instancePath+"/driver",schemaPath:"components.json#/$defs/BookingDriver/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.vehicle_plate === undefined){
const err6 = {instancePath:instancePath+"/driver",schemaPath:"components.json#/$defs/BookingDriver/required",keyword:"required",params:{missingProperty: "vehicle_plate"},message:"must have required property '"+"vehicle_plate"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data1){
if(!(((key1 === "name") || (key1 === "phone")) || (key1 === "vehicle_plate"))){
const err7 = {instancePath:instancePath+"/driver",schemaPath:"components.json#/$defs/BookingDriver/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func1(data2) > 120){
const err8 = {instancePath:instancePath+"/driver/name",schemaPath:"components.json#/$defs/BookingDriver/properties/name/maxLength",keyword:"maxLength",params:{limit: 120},message:"must NOT have more than 120 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func1(data2) < 1){
const err9 = {instancePath:instancePath+"/driver/name",schemaPath:"components.json#/$defs/BookingDriver/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/driver/name",schemaPath:"components.json#/$defs/BookingDriver/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.phone !== undefined){
let data3 = data1.phone;
if(typeof data3 === "string"){
if(!pattern16.test(data3)){
const err11 = {instancePath:instancePath+"/driver/phone",schemaPath:"components.json#/$defs/BookingDriver/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/driver/phone",schemaPath:"components.json#/$defs/BookingDriver/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.vehicle_plate !== undefined){
let data4 = data1.vehicle_plate;
if(typeof data4 === "string"){
if(func1(data4) > 40){
const err13 = {instancePath:instancePath+"/driver/vehicle_plate",schemaPath:"components.json#/$defs/BookingDriver/properties/vehicle_plate/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func1(data4) < 1){
const err14 = {instancePath:instancePath+"/driver/vehicle_plate",schemaPath:"components.json#/$defs/BookingDriver/properties/vehicle_plate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/driver/vehicle_plate",schemaPath:"components.json#/$defs/BookingDriver/properties/vehicle_plate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/driver",schemaPath:"components.json#/$defs/BookingDriver/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.note !== undefined){
let data5 = data.note;
if(typeof data5 === "string"){
if(func1(data5) > 500){
const err17 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(func1(data5) < 1){
const err18 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/note",schemaPath:"#/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate240.errors = vErrors;
return errors === 0;
}
validate240.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate239(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate239.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate240(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate240.errors : vErrors.concat(validate240.errors);
errors = vErrors.length;
}
validate239.errors = vErrors;
return errors === 0;
}
validate239.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.answerTestRequest_body = validate242;
const schema321 = {"$ref":"components.json#/$defs/TestRequestAnswer"};
const schema322 = {"type":"object","description":"The trade desk's answer to play on an open request of the test partition: accept it (with\nthe amount in AED where the kind takes one) or decline it, with a note.\n","required":["decision"],"additionalProperties":false,"properties":{"decision":{"type":"string","enum":["accepted","declined"]},"note":{"type":"string","minLength":1,"maxLength":500},"amount_aed":{"type":"number","minimum":-1000000,"maximum":1000000,"x-max-decimals":2,"description":"With `accepted`: an amendment's price difference (negative refunds), or the price of a quote request."}}};

function validate242(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate242.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.decision === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/TestRequestAnswer/required",keyword:"required",params:{missingProperty: "decision"},message:"must have required property '"+"decision"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "decision") || (key0 === "note")) || (key0 === "amount_aed"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/TestRequestAnswer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.decision !== undefined){
let data0 = data.decision;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/decision",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/decision/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "accepted") || (data0 === "declined"))){
const err3 = {instancePath:instancePath+"/decision",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/decision/enum",keyword:"enum",params:{allowedValues: schema322.properties.decision.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.note !== undefined){
let data1 = data.note;
if(typeof data1 === "string"){
if(func1(data1) > 500){
const err4 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/note/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/note/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/note",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/note/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.amount_aed !== undefined){
let data2 = data.amount_aed;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/amount_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < -1000000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/amount_aed/minimum",keyword:"minimum",params:{comparison: ">=", limit: -1000000},message:"must be >= -1000000"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(Number(data2.toFixed(2)) !== data2){
const err9 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/amount_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/TestRequestAnswer/properties/amount_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"components.json#/$defs/TestRequestAnswer/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate242.errors = vErrors;
return errors === 0;
}
validate242.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.topUpTestWallet_body = validate243;
const schema323 = {"$ref":"components.json#/$defs/TestWalletTopupRequest"};
const schema324 = {"type":"object","description":"An amount in AED to credit to the test partition's wallet, as a bank transfer credited by\nthe trade desk credits a live one.\n","required":["amount_aed"],"additionalProperties":false,"properties":{"amount_aed":{"type":"number","exclusiveMinimum":0,"maximum":1000000,"x-max-decimals":2,"examples":[5000]},"payment_reference":{"type":"string","minLength":1,"maxLength":80,"description":"The payment reference of a test top-up this transfer pays (`WTU-…`, however spaced, dashed or cased); 422 when the test partition has none that it quotes.","examples":["WTU-7KQ2M9XH4P"]}}};

function validate243(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate243.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount_aed === undefined){
const err0 = {instancePath,schemaPath:"components.json#/$defs/TestWalletTopupRequest/required",keyword:"required",params:{missingProperty: "amount_aed"},message:"must have required property '"+"amount_aed"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "amount_aed") || (key0 === "payment_reference"))){
const err1 = {instancePath,schemaPath:"components.json#/$defs/TestWalletTopupRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.amount_aed !== undefined){
let data0 = data.amount_aed;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 1000000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/TestWalletTopupRequest/properties/amount_aed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 <= 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/TestWalletTopupRequest/properties/amount_aed/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(Number(data0.toFixed(2)) !== data0){
const err4 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/TestWalletTopupRequest/properties/amount_aed/x-max-decimals",keyword:"x-max-decimals",params:{maxDecimals: 2},message:"must have at most two decimals"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/amount_aed",schemaPath:"components.json#/$defs/TestWalletTopupRequest/properties/amount_aed/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.payment_reference !== undefined){
let data1 = data.payment_reference;
if(typeof data1 === "string"){
if(func1(data1) > 80){
const err6 = {instancePath:instancePath+"/payment_reference",schemaPath:"components.json#/$defs/TestWalletTopupRequest/properties/payment_reference/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/payment_reference",schemaPath:"components.json#/$defs/TestWalletTopupRequest/properties/payment_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/payment_reference",schemaPath:"components.json#/$defs/TestWalletTopupRequest/properties/payment_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"components.json#/$defs/TestWalletTopupRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate243.errors = vErrors;
return errors === 0;
}
validate243.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.advanceTestClock_body = validate244;
const schema325 = {"$ref":"components.json#/$defs/TestClockAdvanceRequest"};
const schema326 = {"type":"object","description":"How far to move the test partition's clock: `minutes` from its time, or `to` an instant;\nexactly one of the two. Forward only, at most 30 days (43,200 minutes) a call.\n","additionalProperties":false,"properties":{"minutes":{"type":"integer","minimum":1,"maximum":43200,"description":"Minutes to move the clock forward by.","examples":[180]},"to":{"type":"string","format":"date-time","description":"The instant to move the clock to (RFC 3339 with an offset): after the clock's time, at most 30 days after it.","examples":["2026-11-27T12:00:00+04:00"]}}};

function validate244(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate244.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "minutes") || (key0 === "to"))){
const err0 = {instancePath,schemaPath:"components.json#/$defs/TestClockAdvanceRequest/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.minutes !== undefined){
let data0 = data.minutes;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/minutes",schemaPath:"components.json#/$defs/TestClockAdvanceRequest/properties/minutes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 43200 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/minutes",schemaPath:"components.json#/$defs/TestClockAdvanceRequest/properties/minutes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 43200},message:"must be <= 43200"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/minutes",schemaPath:"components.json#/$defs/TestClockAdvanceRequest/properties/minutes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err4 = {instancePath:instancePath+"/to",schemaPath:"components.json#/$defs/TestClockAdvanceRequest/properties/to/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/to",schemaPath:"components.json#/$defs/TestClockAdvanceRequest/properties/to/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"components.json#/$defs/TestClockAdvanceRequest/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate244.errors = vErrors;
return errors === 0;
}
validate244.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createCruiseQuote_body = validate245;
const schema327 = {"$ref":"components.json#/$defs/CruiseQuoteRequest"};
const schema328 = {"type":"object","description":"A cabin to price on a sailing, for a party of adults and children.","required":["sailing_id","cabin_type","adults"],"additionalProperties":false,"properties":{"sailing_id":{"type":"string","pattern":"^sal_[0-9A-Za-z]{20}$"},"cabin_type":{"$ref":"components.json#/$defs/CruiseCabinType"},"adults":{"type":"integer","minimum":1,"maximum":4},"children":{"type":"integer","minimum":0,"maximum":3,"description":"Defaults to `0`."}}};
const schema329 = {"type":"string","description":"The kind of cabin on a sailing.","enum":["inside","oceanview","balcony","suite"]};
const pattern85 = new RegExp("^sal_[0-9A-Za-z]{20}$", "u");

function validate246(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate246.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sailing_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sailing_id"},message:"must have required property '"+"sailing_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cabin_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cabin_type"},message:"must have required property '"+"cabin_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.adults === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "adults"},message:"must have required property '"+"adults"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "sailing_id") || (key0 === "cabin_type")) || (key0 === "adults")) || (key0 === "children"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.sailing_id !== undefined){
let data0 = data.sailing_id;
if(typeof data0 === "string"){
if(!pattern85.test(data0)){
const err4 = {instancePath:instancePath+"/sailing_id",schemaPath:"#/properties/sailing_id/pattern",keyword:"pattern",params:{pattern: "^sal_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^sal_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/sailing_id",schemaPath:"#/properties/sailing_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cabin_type !== undefined){
let data1 = data.cabin_type;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/cabin_type",schemaPath:"components.json#/$defs/CruiseCabinType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((data1 === "inside") || (data1 === "oceanview")) || (data1 === "balcony")) || (data1 === "suite"))){
const err7 = {instancePath:instancePath+"/cabin_type",schemaPath:"components.json#/$defs/CruiseCabinType/enum",keyword:"enum",params:{allowedValues: schema329.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.adults !== undefined){
let data2 = data.adults;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 4 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.children !== undefined){
let data3 = data.children;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err11 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 3 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate246.errors = vErrors;
return errors === 0;
}
validate246.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate245(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate245.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate246(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate246.errors : vErrors.concat(validate246.errors);
errors = vErrors.length;
}
validate245.errors = vErrors;
return errors === 0;
}
validate245.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createCruiseBooking_body = validate248;
const schema330 = {"$ref":"components.json#/$defs/CruiseBookingRequest"};
const schema331 = {"type":"object","description":"A cruise quote to book, with the lead passenger.","required":["quote_id","lead_passenger"],"additionalProperties":false,"properties":{"quote_id":{"type":"string","pattern":"^cqt_[0-9A-Za-z]{20}$"},"lead_passenger":{"$ref":"components.json#/$defs/Traveller"},"agency_reference":{"type":"string","minLength":1,"maxLength":64}}};
const pattern86 = new RegExp("^cqt_[0-9A-Za-z]{20}$", "u");

function validate249(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate249.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.quote_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quote_id"},message:"must have required property '"+"quote_id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lead_passenger === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lead_passenger"},message:"must have required property '"+"lead_passenger"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "quote_id") || (key0 === "lead_passenger")) || (key0 === "agency_reference"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.quote_id !== undefined){
let data0 = data.quote_id;
if(typeof data0 === "string"){
if(!pattern86.test(data0)){
const err3 = {instancePath:instancePath+"/quote_id",schemaPath:"#/properties/quote_id/pattern",keyword:"pattern",params:{pattern: "^cqt_[0-9A-Za-z]{20}$"},message:"must match pattern \""+"^cqt_[0-9A-Za-z]{20}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/quote_id",schemaPath:"#/properties/quote_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.lead_passenger !== undefined){
if(!(validate53(data.lead_passenger, {instancePath:instancePath+"/lead_passenger",parentData:data,parentDataProperty:"lead_passenger",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.agency_reference !== undefined){
let data2 = data.agency_reference;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err5 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data2) < 1){
const err6 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate249.errors = vErrors;
return errors === 0;
}
validate249.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate248(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate248.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate249(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate249.errors : vErrors.concat(validate249.errors);
errors = vErrors.length;
}
validate248.errors = vErrors;
return errors === 0;
}
validate248.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

  loaded = exports;
  return loaded;
}
