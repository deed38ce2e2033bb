// Generated from openapi.yaml by `npm run codegen`. Do not edit.
// @ts-nocheck
/* eslint-disable */
"use strict";
export const createSandboxTransferQuote_body = validate20;
const schema31 = {"$ref":"components.json#/$defs/SandboxTransferRequest"};
const schema33 = {"type":"object","description":"A transfer to quote in the sandbox.","required":["pickup_location","dropoff_location","vehicle_class"],"additionalProperties":false,"properties":{"pickup_location":{"$ref":"components.json#/$defs/TransferLocation"},"dropoff_location":{"$ref":"components.json#/$defs/TransferLocation"},"flight_number":{"$ref":"components.json#/$defs/FlightNumber"},"pickup_at":{"type":"string","format":"date-time","description":"Pickup time with a UTC offset. Required unless the pickup is at an airport with a `flight_number`.","examples":["2026-12-05T15:30:00+04:00"]},"buffer_minutes_override":{"type":"integer","minimum":0,"maximum":180,"default":60,"description":"Free waiting after landing (or after `pickup_at`), in minutes."},"vehicle_class":{"$ref":"components.json#/$defs/VehicleClass"},"passengers":{"type":"integer","minimum":1,"maximum":30,"description":"At most the seats of `vehicle_class`."},"client_metadata":{"$ref":"components.json#/$defs/ClientMetadata"}}};
const schema39 = {"type":"string","description":"Arriving flight; an IATA (2-character) or ICAO (3-letter) airline code followed by 1-4 digits and an optional suffix letter, without spaces.","pattern":"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$","examples":["EK202"]};
const schema40 = {"type":"string","description":"Vehicle class, hired with its licensed chauffeur. Seats: `VIP_V_CLASS` 7 (multi-purpose\nexecutive van), `EXECUTIVE_SEDAN` 3 (executive saloon), `LUXURY_COACH` 30 (coach).\n","enum":["VIP_V_CLASS","EXECUTIVE_SEDAN","LUXURY_COACH"]};
const schema34 = {"type":"object","description":"Where a transfer starts or ends.","oneOf":[{"$ref":"components.json#/$defs/AirportLocation"},{"$ref":"components.json#/$defs/CoordinatesLocation"},{"$ref":"components.json#/$defs/HotelLocation"}],"discriminator":{"propertyName":"type"}};
const schema37 = {"type":"object","description":"A point given by WGS 84 coordinates; it must lie inside the United Arab Emirates.","required":["type","latitude","longitude"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"coordinates"},"latitude":{"type":"number","minimum":-90,"maximum":90,"examples":[25.1972]},"longitude":{"type":"number","minimum":-180,"maximum":180,"examples":[55.2744]},"label":{"type":"string","minLength":1,"maxLength":120,"description":"What the driver should look for at the point.","examples":["Al Qudra camp gate"]}}};
const schema38 = {"type":"object","description":"A hotel, given by the partner's own hotel code or the hotel's name.","required":["type","hotel_ref"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"hotel"},"hotel_ref":{"type":"string","minLength":1,"maxLength":120,"examples":["Atlantis The Palm"]}}};
const schema35 = {"type":"object","description":"An airport terminal.","required":["type","terminal"],"additionalProperties":false,"properties":{"type":{"type":"string","const":"airport"},"terminal":{"$ref":"components.json#/$defs/AirportTerminal"}}};
const schema36 = {"type":"string","description":"Dubai International terminals 1-3, Dubai World Central (Al Maktoum) and Sharjah.","enum":["DXB_T1","DXB_T2","DXB_T3","DWC","SHJ"]};

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
const err6 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/AirportTerminal/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"};
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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const func1 = require("ajv/dist/runtime/ucs2length").default;

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
const tag0 = data.type;
if(typeof tag0 == "string"){
if(tag0 === "airport"){
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
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
const err25 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag0},message:"value of tag \"type\" must be in oneOf"};
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
const err26 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag0},message:"tag \"type\" must be string"};
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
validate23.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema41 = {"type":"object","description":"White-label details for the traveller's voucher.","additionalProperties":false,"properties":{"agency_name":{"type":"string","minLength":1,"maxLength":120,"examples":["Gulf Horizons Travel"]},"logo_url":{"type":"string","format":"uri","pattern":"^https://","maxLength":2048,"description":"Logo image; `https` only.","examples":["https://cdn.gulfhorizons.example/logo.png"]},"voucher_branding":{"$ref":"components.json#/$defs/VoucherBranding"},"agency_reference":{"type":"string","minLength":1,"maxLength":64,"description":"The agency's own booking reference.","examples":["GH-88213"]}}};
const schema42 = {"type":"object","description":"How the traveller's voucher is branded. `white_label`: the agency's name, logo and accent\ncolour only, with no operator branding. `operator`: the operator's standard voucher.\n","required":["mode"],"additionalProperties":false,"properties":{"mode":{"type":"string","enum":["white_label","operator"]},"accent_hex":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$","description":"Accent colour, `#RRGGBB`.","examples":["#0A7C86"]},"footer_text":{"type":"string","minLength":1,"maxLength":200,"description":"Line printed at the foot of the voucher.","examples":["Call us 24/7 on +971 4 000 0000"]}}};
const formats2 = require("ajv-formats/dist/formats").fullFormats.uri;
const pattern5 = new RegExp("^https://", "u");
const pattern6 = new RegExp("^#[0-9A-Fa-f]{6}$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
const err11 = {instancePath:instancePath+"/voucher_branding/mode",schemaPath:"components.json#/$defs/VoucherBranding/properties/mode/enum",keyword:"enum",params:{allowedValues: schema42.properties.mode.enum},message:"must be equal to one of the allowed values"};
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern4 = new RegExp("^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$", "u");
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
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
if(!(validate23(data.pickup_location, {instancePath:instancePath+"/pickup_location",parentData:data,parentDataProperty:"pickup_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.dropoff_location !== undefined){
if(!(validate23(data.dropoff_location, {instancePath:instancePath+"/dropoff_location",parentData:data,parentDataProperty:"dropoff_location",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
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
const err12 = {instancePath:instancePath+"/vehicle_class",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema40.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate28(data.client_metadata, {instancePath:instancePath+"/client_metadata",parentData:data,parentDataProperty:"client_metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const runAccountAction_body = validate31;
const schema43 = {"$ref":"components.json#/$defs/AccountActionRequest"};
const schema44 = {"type":"object","description":"The body of an account action, chosen by `action`.","oneOf":[{"$ref":"components.json#/$defs/DeveloperHandshakeRequest"},{"$ref":"components.json#/$defs/CreditLineApplicationRequest"},{"$ref":"components.json#/$defs/WalletTopupRequest"},{"$ref":"components.json#/$defs/AccountPayloadRequest"},{"$ref":"components.json#/$defs/TrackingLinkRequest"}],"discriminator":{"propertyName":"action"}};
const schema57 = {"type":"object","description":"A partner tracking link for a property; open to the holiday-home and affiliate tiers only.","required":["action","partner_code","tier","property_id","destination"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"tracking_link"},"partner_code":{"type":"string","pattern":"^[A-Za-z0-9_-]{2,40}$","examples":["PALMHH"]},"tier":{"type":"string","enum":["Tier_1_Holiday_Homes","Tier_2_Affiliates"],"description":"Only the holiday-home and affiliate tiers earn through tracking links."},"property_id":{"type":"string","pattern":"^[A-Za-z0-9_.-]{1,64}$","examples":["villa-12"]},"destination":{"type":"string","format":"hostname","pattern":"\\.","maxLength":253,"description":"Host name of the booking site the link opens (no scheme, no path).","examples":["book.example.ae"]}}};
const schema45 = {"type":"object","description":"Registers a developer platform and returns a sandbox token.","required":["action","platform_name","contact_email","use_case"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"developer_handshake"},"platform_name":{"type":"string","minLength":1,"maxLength":120,"examples":["Gulf Horizons Booking Engine"]},"contact_email":{"$ref":"components.json#/$defs/Email"},"use_case":{"type":"string","minLength":1,"maxLength":200,"examples":["transfers"]}}};
const schema46 = {"type":"string","format":"email","maxLength":254,"examples":["dev@gulfhorizons.example"]};
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

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
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema47 = {"type":"object","description":"Applies for net terms for a UAE-registered company; a person reviews every application.","required":["action","company_legal_name","trade_licence_number","trn","contact_email","requested_terms"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"credit_line_application"},"company_legal_name":{"type":"string","minLength":1,"maxLength":200,"examples":["Gulf Horizons Travel L.L.C."]},"trade_licence_number":{"type":"string","minLength":1,"maxLength":50,"examples":["1234567"]},"licence_authority":{"type":"string","minLength":1,"maxLength":120,"description":"Authority that issued the trade licence.","examples":["Dubai DET"]},"trn":{"$ref":"components.json#/$defs/Trn"},"contact_name":{"type":"string","minLength":1,"maxLength":120,"examples":["Mariam Al Suwaidi"]},"contact_email":{"$ref":"components.json#/$defs/Email"},"requested_terms":{"$ref":"components.json#/$defs/CreditTerms"},"requested_limit_aed":{"type":"number","multipleOf":0.01,"exclusiveMinimum":0,"maximum":10000000,"description":"Credit limit asked for, AED."}}};
const schema48 = {"type":"string","description":"UAE tax registration number; 15 digits beginning 100.","pattern":"^100[0-9]{12}$","examples":["100123456700003"]};
const schema50 = {"type":"string","description":"Payment terms, net 15, 30, 45 or 60 days.","enum":["NET_15","NET_30","NET_45","NET_60"]};
const func17 = Object.prototype.hasOwnProperty;
const pattern7 = new RegExp("^100[0-9]{12}$", "u");

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
if(!(func17.call(schema47.properties, key0))){
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
const err27 = {instancePath:instancePath+"/requested_terms",schemaPath:"components.json#/$defs/CreditTerms/enum",keyword:"enum",params:{allowedValues: schema50.enum},message:"must be equal to one of the allowed values"};
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
let res0;
if((0.01 === 0 || (res0 = data8/0.01, Math.abs(Math.round(res0) - res0) > 1e-9))){
const err30 = {instancePath:instancePath+"/requested_limit_aed",schemaPath:"#/properties/requested_limit_aed/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01"};
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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema51 = {"type":"object","description":"A prepayment into the account's wallet, invoiced for bank transfer.","required":["action","company_name","contact_email","amount_aed"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"wallet_topup"},"company_name":{"type":"string","minLength":1,"maxLength":200,"examples":["Gulf Horizons Travel"]},"contact_email":{"$ref":"components.json#/$defs/Email"},"amount_aed":{"type":"number","multipleOf":0.01,"minimum":100,"maximum":1000000,"description":"Amount to top up, AED 100 to 1,000,000."},"purchase_order":{"type":"string","minLength":1,"maxLength":64,"description":"The partner's purchase order, printed on the invoice.","examples":["PO-2026-118"]}}};

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
let res0;
if((0.01 === 0 || (res0 = data3/0.01, Math.abs(Math.round(res0) - res0) > 1e-9))){
const err15 = {instancePath:instancePath+"/amount_aed",schemaPath:"#/properties/amount_aed/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01"};
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema53 = {"type":"object","description":"Lines to show in the account's display currencies.","required":["action","company_name","tier","display_currencies","lines"],"additionalProperties":false,"properties":{"action":{"type":"string","const":"account_payload"},"company_name":{"type":"string","minLength":1,"maxLength":200,"examples":["Gulf Horizons Travel"]},"tier":{"$ref":"components.json#/$defs/PartnerTier"},"display_currencies":{"type":"array","description":"Currencies to show besides AED; each needs a daily rate.","minItems":1,"maxItems":12,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/CurrencyCode"}},"lines":{"type":"array","minItems":1,"maxItems":100,"items":{"$ref":"components.json#/$defs/PayloadLine"}}}};
const schema54 = {"type":"string","description":"Commercial tier of a trade account.","enum":["Tier_1_Holiday_Homes","Tier_2_Affiliates","Tier_3_Travel_Agencies","Tier_4_Regional_DMCs","Tier_5_Corporate","Tier_6_Hotel_Desks"]};
const schema55 = {"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217 currency code.","examples":["USD"]};
const schema56 = {"type":"object","description":"One priced line; `sell_aed` may not be below `net_aed`.","required":["label","net_aed","sell_aed"],"additionalProperties":false,"properties":{"label":{"type":"string","minLength":1,"maxLength":120,"examples":["DXB arrival, V-Class"]},"net_aed":{"type":"number","multipleOf":0.01,"minimum":0,"maximum":10000000,"description":"Net to the partner, AED."},"sell_aed":{"type":"number","multipleOf":0.01,"minimum":0,"maximum":10000000,"description":"Price the partner sells at, AED."}}};
const func0 = require("ajv/dist/runtime/equal").default;
const pattern8 = new RegExp("^[A-Z]{3}$", "u");

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
const err12 = {instancePath:instancePath+"/tier",schemaPath:"components.json#/$defs/PartnerTier/enum",keyword:"enum",params:{allowedValues: schema54.enum},message:"must be equal to one of the allowed values"};
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
let res0;
if((0.01 === 0 || (res0 = data8/0.01, Math.abs(Math.round(res0) - res0) > 1e-9))){
const err30 = {instancePath:instancePath+"/lines/" + i2+"/net_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/net_aed/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01"};
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
let res1;
if((0.01 === 0 || (res1 = data9/0.01, Math.abs(Math.round(res1) - res1) > 1e-9))){
const err34 = {instancePath:instancePath+"/lines/" + i2+"/sell_aed",schemaPath:"components.json#/$defs/PayloadLine/properties/sell_aed/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01"};
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern9 = new RegExp("^[A-Za-z0-9_-]{2,40}$", "u");
const pattern10 = new RegExp("^[A-Za-z0-9_.-]{1,64}$", "u");
const pattern11 = new RegExp("\\.", "u");
const formats10 = /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i;

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
if(data && typeof data == "object" && !Array.isArray(data)){
const tag0 = data.action;
if(typeof tag0 == "string"){
if(tag0 === "developer_handshake"){
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "credit_line_application"){
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "wallet_topup"){
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "account_payload"){
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
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
const err11 = {instancePath:instancePath+"/tier",schemaPath:"components.json#/$defs/TrackingLinkRequest/properties/tier/enum",keyword:"enum",params:{allowedValues: schema57.properties.tier.enum},message:"must be equal to one of the allowed values"};
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
const err19 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "action", tagValue: tag0},message:"value of tag \"action\" must be in oneOf"};
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
const err20 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "action", tagValue: tag0},message:"tag \"action\" must be string"};
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
validate32.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
else {
var props0 = validate32.evaluated.props;
}
validate31.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const createTransportQuote_body = validate42;
const schema58 = {"$ref":"components.json#/$defs/TransportQuoteRequest"};
const schema59 = {"type":"object","required":["airport","terminal","direction","place","vehicle","pickup_date","pickup_time","passengers","bags"],"additionalProperties":false,"properties":{"airport":{"$ref":"components.json#/$defs/Airport"},"terminal":{"$ref":"components.json#/$defs/Terminal"},"direction":{"type":"string","enum":["arrival","departure"],"description":"`arrival`: from the airport to `place`; `departure`: from `place` to the airport."},"place":{"$ref":"components.json#/$defs/TransportZone"},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"pickup_date":{"$ref":"components.json#/$defs/IsoDate"},"pickup_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE (UTC+04:00), `HH:MM`.","examples":["14:30"]},"passengers":{"type":"integer","minimum":1,"maximum":30},"bags":{"type":"integer","minimum":0,"maximum":30,"description":"Suitcases; hand luggage does not count."}}};
const schema60 = {"type":"string","description":"Dubai International, Dubai World Central (Al Maktoum), Sharjah and Abu Dhabi (Zayed International).","enum":["DXB","DWC","SHJ","AUH"]};
const schema61 = {"type":"string","description":"DXB: T1, T2, T3; DWC and SHJ: MAIN; AUH: A.","enum":["T1","T2","T3","MAIN","A"]};
const schema62 = {"type":"string","description":"The place served at the other end of the transfer, as a tariff zone.","enum":["DOWNTOWN_DUBAI","BUSINESS_BAY","DEIRA","DUBAI_MARINA","JUMEIRAH_BEACH_RESIDENCE","PALM_JUMEIRAH","AL_BARSHA","ABU_DHABI_CITY","YAS_ISLAND","SAADIYAT_ISLAND","SHARJAH_CITY","AJMAN","RAS_AL_KHAIMAH","FUJAIRAH","AL_AIN"]};
const schema64 = {"type":"string","format":"date","description":"Calendar date, `YYYY-MM-DD`.","examples":["2026-12-05"]};
const formats12 = require("ajv-formats/dist/formats").fullFormats.date;
const pattern12 = new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.airport === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "airport"},message:"must have required property '"+"airport"+"'"};
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
if(data.direction === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.place === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "place"},message:"must have required property '"+"place"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.vehicle === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.pickup_date === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_date"},message:"must have required property '"+"pickup_date"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.pickup_time === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_time"},message:"must have required property '"+"pickup_time"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.passengers === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passengers"},message:"must have required property '"+"passengers"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.bags === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bags"},message:"must have required property '"+"bags"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema59.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.airport !== undefined){
let data0 = data.airport;
if(typeof data0 !== "string"){
const err10 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data0 === "DXB") || (data0 === "DWC")) || (data0 === "SHJ")) || (data0 === "AUH"))){
const err11 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.terminal !== undefined){
let data1 = data.terminal;
if(typeof data1 !== "string"){
const err12 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((data1 === "T1") || (data1 === "T2")) || (data1 === "T3")) || (data1 === "MAIN")) || (data1 === "A"))){
const err13 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.direction !== undefined){
let data2 = data.direction;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data2 === "arrival") || (data2 === "departure"))){
const err15 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema59.properties.direction.enum},message:"must be equal to one of the allowed values"};
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
let data3 = data.place;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((((((((((((((data3 === "DOWNTOWN_DUBAI") || (data3 === "BUSINESS_BAY")) || (data3 === "DEIRA")) || (data3 === "DUBAI_MARINA")) || (data3 === "JUMEIRAH_BEACH_RESIDENCE")) || (data3 === "PALM_JUMEIRAH")) || (data3 === "AL_BARSHA")) || (data3 === "ABU_DHABI_CITY")) || (data3 === "YAS_ISLAND")) || (data3 === "SAADIYAT_ISLAND")) || (data3 === "SHARJAH_CITY")) || (data3 === "AJMAN")) || (data3 === "RAS_AL_KHAIMAH")) || (data3 === "FUJAIRAH")) || (data3 === "AL_AIN"))){
const err17 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"};
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
let data4 = data.vehicle;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data4 === "VIP_V_CLASS") || (data4 === "EXECUTIVE_SEDAN")) || (data4 === "LUXURY_COACH"))){
const err19 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema40.enum},message:"must be equal to one of the allowed values"};
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
let data5 = data.pickup_date;
if(typeof data5 === "string"){
if(!(formats12.validate(data5))){
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
let data6 = data.pickup_time;
if(typeof data6 === "string"){
if(!pattern12.test(data6)){
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
if(data.passengers !== undefined){
let data7 = data.passengers;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 30 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.bags !== undefined){
let data8 = data.bags;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 30 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createTransportBooking_body = validate45;
const schema65 = {"$ref":"components.json#/$defs/TransportBookingRequest"};
const schema66 = {"type":"object","required":["airport","terminal","direction","place","vehicle","pickup_date","pickup_time","passengers","bags","traveller"],"additionalProperties":false,"properties":{"airport":{"$ref":"components.json#/$defs/Airport"},"terminal":{"$ref":"components.json#/$defs/Terminal"},"direction":{"type":"string","enum":["arrival","departure"]},"place":{"$ref":"components.json#/$defs/TransportZone"},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"pickup_date":{"$ref":"components.json#/$defs/IsoDate"},"pickup_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE, `HH:MM`; for an arrival, the scheduled landing time."},"passengers":{"type":"integer","minimum":1,"maximum":30},"bags":{"type":"integer","minimum":0,"maximum":30},"flight_number":{"$ref":"components.json#/$defs/FlightNumber"},"traveller":{"$ref":"components.json#/$defs/Traveller"},"agency_reference":{"type":"string","minLength":1,"maxLength":64,"description":"The partner's own reference, printed on the voucher."},"notes":{"type":"string","minLength":1,"maxLength":500,"description":"For the driver (child seat, meeting point …)."}}};
const schema73 = {"type":"object","description":"The person the booking is for; the driver or host asks for them by name.","required":["first_name","last_name"],"additionalProperties":false,"properties":{"first_name":{"type":"string","minLength":1,"maxLength":60},"last_name":{"type":"string","minLength":1,"maxLength":60},"email":{"$ref":"components.json#/$defs/Email"},"phone":{"type":"string","pattern":"^\\+[1-9][0-9]{6,14}$","description":"E.164 phone number.","examples":["+971501234567"]}}};
const pattern15 = new RegExp("^\\+[1-9][0-9]{6,14}$", "u");

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
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
if(!pattern15.test(data3)){
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
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.airport === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "airport"},message:"must have required property '"+"airport"+"'"};
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
if(data.direction === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.place === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "place"},message:"must have required property '"+"place"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.vehicle === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.pickup_date === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_date"},message:"must have required property '"+"pickup_date"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.pickup_time === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_time"},message:"must have required property '"+"pickup_time"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.passengers === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passengers"},message:"must have required property '"+"passengers"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.bags === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bags"},message:"must have required property '"+"bags"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.traveller === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "traveller"},message:"must have required property '"+"traveller"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema66.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.airport !== undefined){
let data0 = data.airport;
if(typeof data0 !== "string"){
const err11 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((((data0 === "DXB") || (data0 === "DWC")) || (data0 === "SHJ")) || (data0 === "AUH"))){
const err12 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.terminal !== undefined){
let data1 = data.terminal;
if(typeof data1 !== "string"){
const err13 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((((data1 === "T1") || (data1 === "T2")) || (data1 === "T3")) || (data1 === "MAIN")) || (data1 === "A"))){
const err14 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.direction !== undefined){
let data2 = data.direction;
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!((data2 === "arrival") || (data2 === "departure"))){
const err16 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema66.properties.direction.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.place !== undefined){
let data3 = data.place;
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(((((((((((((((data3 === "DOWNTOWN_DUBAI") || (data3 === "BUSINESS_BAY")) || (data3 === "DEIRA")) || (data3 === "DUBAI_MARINA")) || (data3 === "JUMEIRAH_BEACH_RESIDENCE")) || (data3 === "PALM_JUMEIRAH")) || (data3 === "AL_BARSHA")) || (data3 === "ABU_DHABI_CITY")) || (data3 === "YAS_ISLAND")) || (data3 === "SAADIYAT_ISLAND")) || (data3 === "SHARJAH_CITY")) || (data3 === "AJMAN")) || (data3 === "RAS_AL_KHAIMAH")) || (data3 === "FUJAIRAH")) || (data3 === "AL_AIN"))){
const err18 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.vehicle !== undefined){
let data4 = data.vehicle;
if(typeof data4 !== "string"){
const err19 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(((data4 === "VIP_V_CLASS") || (data4 === "EXECUTIVE_SEDAN")) || (data4 === "LUXURY_COACH"))){
const err20 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema40.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.pickup_date !== undefined){
let data5 = data.pickup_date;
if(typeof data5 === "string"){
if(!(formats12.validate(data5))){
const err21 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err22 = {instancePath:instancePath+"/pickup_date",schemaPath:"components.json#/$defs/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.pickup_time !== undefined){
let data6 = data.pickup_time;
if(typeof data6 === "string"){
if(!pattern12.test(data6)){
const err23 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/pattern",keyword:"pattern",params:{pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^([01][0-9]|2[0-3]):[0-5][0-9]$"+"\""};
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
const err24 = {instancePath:instancePath+"/pickup_time",schemaPath:"#/properties/pickup_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.passengers !== undefined){
let data7 = data.passengers;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err25 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 30 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.bags !== undefined){
let data8 = data.bags;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err28 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 30 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.flight_number !== undefined){
let data9 = data.flight_number;
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
const err31 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
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
const err32 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.traveller !== undefined){
if(!(validate47(data.traveller, {instancePath:instancePath+"/traveller",parentData:data,parentDataProperty:"traveller",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
if(data.agency_reference !== undefined){
let data11 = data.agency_reference;
if(typeof data11 === "string"){
if(func1(data11) > 64){
const err33 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func1(data11) < 1){
const err34 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err35 = {instancePath:instancePath+"/agency_reference",schemaPath:"#/properties/agency_reference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.notes !== undefined){
let data12 = data.notes;
if(typeof data12 === "string"){
if(func1(data12) > 500){
const err36 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(func1(data12) < 1){
const err37 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
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
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate46(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const saveCorporateCostCentre_body = validate50;
const schema75 = {"$ref":"components.json#/$defs/CorporateCostCentreRequest"};
const schema76 = {"type":"object","description":"Without `id`: a new cost centre (`code` and `name` required). With `id`: the fields to change.","additionalProperties":false,"properties":{"id":{"allOf":[{"$ref":"components.json#/$defs/CorporateCostCentreRef"}],"description":"The cost centre to change; leave out to create one."},"code":{"type":"string","pattern":"^[A-Za-z0-9_-]{2,40}$","examples":["EVENTS-2027"]},"name":{"type":"string","minLength":1,"maxLength":120,"examples":["Events and conferences"]},"monthly_budget_aed":{"type":["number","null"],"minimum":0,"maximum":10000000,"multipleOf":0.01},"approval_threshold_aed":{"type":["number","null"],"minimum":0,"maximum":1000000,"multipleOf":0.01},"status":{"type":"string","enum":["active","archived"],"description":"Only on a change: archive or reactivate."}}};
const schema77 = {"type":"string","description":"Cost centre id.","pattern":"^cc_[0-9A-Za-z]{20}$","examples":["cc_CVzNdlQ3x2pQOPcGzkt7"]};
const pattern16 = new RegExp("^cc_[0-9A-Za-z]{20}$", "u");

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
if(!pattern16.test(data0)){
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
const err8 = {instancePath:instancePath+"/monthly_budget_aed",schemaPath:"#/properties/monthly_budget_aed/type",keyword:"type",params:{type: schema76.properties.monthly_budget_aed.type},message:"must be number,null"};
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
let res0;
if((0.01 === 0 || (res0 = data3/0.01, Math.abs(Math.round(res0) - res0) > 1e-9))){
const err11 = {instancePath:instancePath+"/monthly_budget_aed",schemaPath:"#/properties/monthly_budget_aed/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01"};
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
const err12 = {instancePath:instancePath+"/approval_threshold_aed",schemaPath:"#/properties/approval_threshold_aed/type",keyword:"type",params:{type: schema76.properties.approval_threshold_aed.type},message:"must be number,null"};
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
let res1;
if((0.01 === 0 || (res1 = data4/0.01, Math.abs(Math.round(res1) - res1) > 1e-9))){
const err15 = {instancePath:instancePath+"/approval_threshold_aed",schemaPath:"#/properties/approval_threshold_aed/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01"};
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
const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema76.properties.status.enum},message:"must be equal to one of the allowed values"};
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
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const setCorporateCostCentreApprovers_body = validate53;
const schema78 = {"$ref":"components.json#/$defs/CorporateApproversRequest"};
const schema79 = {"type":"object","required":["approvers"],"additionalProperties":false,"properties":{"approvers":{"type":"array","description":"The full list; it replaces the current approvers.","minItems":1,"maxItems":10,"items":{"$ref":"components.json#/$defs/CorporateApproverInput"}}}};
const schema80 = {"type":"object","required":["name","email"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"examples":["Noura Al Falasi"]},"email":{"$ref":"components.json#/$defs/Email"},"approves_up_to_aed":{"type":["number","null"],"minimum":0,"maximum":1000000,"multipleOf":0.01,"description":"The largest estimate they may approve; `null` or left out: no limit."}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
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
const err9 = {instancePath:instancePath+"/approves_up_to_aed",schemaPath:"#/properties/approves_up_to_aed/type",keyword:"type",params:{type: schema80.properties.approves_up_to_aed.type},message:"must be number,null"};
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
let res0;
if((0.01 === 0 || (res0 = data2/0.01, Math.abs(Math.round(res0) - res0) > 1e-9))){
const err12 = {instancePath:instancePath+"/approves_up_to_aed",schemaPath:"#/properties/approves_up_to_aed/multipleOf",keyword:"multipleOf",params:{multipleOf: 0.01},message:"must be multiple of 0.01"};
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
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
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
if(!(validate55(data0[i0], {instancePath:instancePath+"/approvers/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCorporateRequest_body = validate58;
const schema82 = {"$ref":"components.json#/$defs/CorporateRequestCreate"};
const schema83 = {"type":"object","required":["cost_centre_id","traveller","purpose","transfer"],"additionalProperties":false,"properties":{"cost_centre_id":{"$ref":"components.json#/$defs/CorporateCostCentreRef"},"traveller":{"$ref":"components.json#/$defs/Traveller"},"employee_id":{"type":"string","minLength":1,"maxLength":40,"description":"The employee number, carried to usage and invoices.","examples":["E-10442"]},"purpose":{"type":"string","minLength":3,"maxLength":200,"description":"The business reason the approver reads.","examples":["Client workshop in Riyadh"]},"transfer":{"$ref":"components.json#/$defs/CorporateTransfer"},"notes":{"type":"string","minLength":1,"maxLength":500,"description":"For the driver (meeting point, child seat …)."}}};
const schema85 = {"type":"object","description":"The airport transfer requested, with the fields of the transport quote.","required":["airport","terminal","direction","place","vehicle","pickup_date","pickup_time","passengers","bags"],"additionalProperties":false,"properties":{"airport":{"$ref":"components.json#/$defs/Airport"},"terminal":{"$ref":"components.json#/$defs/Terminal"},"direction":{"type":"string","enum":["arrival","departure"],"description":"`arrival`: from the airport to `place`; `departure`: from `place` to the airport."},"place":{"$ref":"components.json#/$defs/TransportZone"},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"pickup_date":{"$ref":"components.json#/$defs/IsoDate"},"pickup_time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"Local time in the UAE, `HH:MM`; for an arrival, the scheduled landing time.","examples":["05:15"]},"passengers":{"type":"integer","minimum":1,"maximum":30},"bags":{"type":"integer","minimum":0,"maximum":30},"flight_number":{"$ref":"components.json#/$defs/FlightNumber"}}};

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
if(data.airport === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "airport"},message:"must have required property '"+"airport"+"'"};
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
if(data.direction === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.place === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "place"},message:"must have required property '"+"place"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.vehicle === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vehicle"},message:"must have required property '"+"vehicle"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.pickup_date === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_date"},message:"must have required property '"+"pickup_date"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.pickup_time === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pickup_time"},message:"must have required property '"+"pickup_time"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.passengers === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passengers"},message:"must have required property '"+"passengers"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.bags === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bags"},message:"must have required property '"+"bags"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func17.call(schema85.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.airport !== undefined){
let data0 = data.airport;
if(typeof data0 !== "string"){
const err10 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!((((data0 === "DXB") || (data0 === "DWC")) || (data0 === "SHJ")) || (data0 === "AUH"))){
const err11 = {instancePath:instancePath+"/airport",schemaPath:"components.json#/$defs/Airport/enum",keyword:"enum",params:{allowedValues: schema60.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.terminal !== undefined){
let data1 = data.terminal;
if(typeof data1 !== "string"){
const err12 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((((data1 === "T1") || (data1 === "T2")) || (data1 === "T3")) || (data1 === "MAIN")) || (data1 === "A"))){
const err13 = {instancePath:instancePath+"/terminal",schemaPath:"components.json#/$defs/Terminal/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.direction !== undefined){
let data2 = data.direction;
if(typeof data2 !== "string"){
const err14 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data2 === "arrival") || (data2 === "departure"))){
const err15 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema85.properties.direction.enum},message:"must be equal to one of the allowed values"};
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
let data3 = data.place;
if(typeof data3 !== "string"){
const err16 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((((((((((((((data3 === "DOWNTOWN_DUBAI") || (data3 === "BUSINESS_BAY")) || (data3 === "DEIRA")) || (data3 === "DUBAI_MARINA")) || (data3 === "JUMEIRAH_BEACH_RESIDENCE")) || (data3 === "PALM_JUMEIRAH")) || (data3 === "AL_BARSHA")) || (data3 === "ABU_DHABI_CITY")) || (data3 === "YAS_ISLAND")) || (data3 === "SAADIYAT_ISLAND")) || (data3 === "SHARJAH_CITY")) || (data3 === "AJMAN")) || (data3 === "RAS_AL_KHAIMAH")) || (data3 === "FUJAIRAH")) || (data3 === "AL_AIN"))){
const err17 = {instancePath:instancePath+"/place",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"};
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
let data4 = data.vehicle;
if(typeof data4 !== "string"){
const err18 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data4 === "VIP_V_CLASS") || (data4 === "EXECUTIVE_SEDAN")) || (data4 === "LUXURY_COACH"))){
const err19 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema40.enum},message:"must be equal to one of the allowed values"};
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
let data5 = data.pickup_date;
if(typeof data5 === "string"){
if(!(formats12.validate(data5))){
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
let data6 = data.pickup_time;
if(typeof data6 === "string"){
if(!pattern12.test(data6)){
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
if(data.passengers !== undefined){
let data7 = data.passengers;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 30 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 1 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/passengers",schemaPath:"#/properties/passengers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.bags !== undefined){
let data8 = data.bags;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err27 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 30 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/bags",schemaPath:"#/properties/bags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.flight_number !== undefined){
let data9 = data.flight_number;
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
const err30 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/pattern",keyword:"pattern",params:{pattern: "^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"},message:"must match pattern \""+"^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$"+"\""};
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
const err31 = {instancePath:instancePath+"/flight_number",schemaPath:"components.json#/$defs/FlightNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!pattern16.test(data0)){
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
if(!(validate47(data.traveller, {instancePath:instancePath+"/traveller",parentData:data,parentDataProperty:"traveller",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
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
if(!(validate61(data.transfer, {instancePath:instancePath+"/transfer",parentData:data,parentDataProperty:"transfer",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
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
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const decideCorporateRequest_body = validate64;
const schema92 = {"$ref":"components.json#/$defs/CorporateDecisionRequest"};
const schema93 = {"type":"object","required":["decision","approver_email"],"additionalProperties":false,"properties":{"decision":{"type":"string","enum":["approve","decline"]},"approver_email":{"allOf":[{"$ref":"components.json#/$defs/Email"}],"description":"The approver deciding: one of the cost centre's approvers."},"reason":{"type":"string","minLength":1,"maxLength":500,"description":"Required to decline; the employee is told."}}};

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
const err4 = {instancePath:instancePath+"/decision",schemaPath:"#/properties/decision/enum",keyword:"enum",params:{allowedValues: schema93.properties.decision.enum},message:"must be equal to one of the allowed values"};
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

export const saveCorporateShuttle_body = validate67;
const schema95 = {"$ref":"components.json#/$defs/CorporateShuttleRequest"};
const schema96 = {"type":"object","description":"Without `id`: a new shuttle. With `id`: the fields to change.","additionalProperties":false,"properties":{"id":{"type":"string","pattern":"^shu_[0-9A-Za-z]{20}$","description":"The shuttle to change; leave out to create one."},"name":{"type":"string","minLength":1,"maxLength":120},"cost_centre_id":{"$ref":"components.json#/$defs/CorporateCostCentreRef"},"vehicle":{"$ref":"components.json#/$defs/VehicleClass"},"vehicles_per_run":{"type":"integer","minimum":1,"maximum":10,"description":"Vehicles sent on each run; 1 when a shuttle is created without it."},"stops":{"type":"array","minItems":2,"maxItems":12,"items":{"$ref":"components.json#/$defs/CorporateShuttleStop"}},"departures":{"type":"array","minItems":1,"maxItems":12,"items":{"$ref":"components.json#/$defs/CorporateShuttleDeparture"}},"days":{"type":"array","minItems":1,"maxItems":7,"uniqueItems":true,"items":{"$ref":"components.json#/$defs/CorporateShuttleDay"}},"starts_on":{"$ref":"components.json#/$defs/IsoDate"},"ends_on":{"type":["string","null"],"format":"date","description":"The last day it runs; `null`: until ended."}}};
const schema101 = {"type":"object","required":["time","direction"],"additionalProperties":false,"properties":{"time":{"type":"string","pattern":"^([01][0-9]|2[0-3]):[0-5][0-9]$","description":"UAE time at the first stop of the run, `HH:MM`.","examples":["07:00"]},"direction":{"type":"string","enum":["outbound","return"],"description":"`outbound` runs the stops in order; `return` in reverse."}}};
const schema102 = {"type":"string","enum":["mon","tue","wed","thu","fri","sat","sun"]};
const pattern21 = new RegExp("^shu_[0-9A-Za-z]{20}$", "u");
const schema99 = {"type":"object","required":["name","zone","minutes_from_first_stop"],"additionalProperties":false,"properties":{"name":{"type":"string","minLength":1,"maxLength":120,"examples":["Al Qusais staff residence"]},"zone":{"$ref":"components.json#/$defs/TransportZone"},"address":{"type":"string","minLength":1,"maxLength":200,"description":"Where the vehicle stops, for the driver."},"minutes_from_first_stop":{"type":"integer","minimum":0,"maximum":240,"description":"Outbound timing: 0 for the first stop, then increasing."}}};

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
const err8 = {instancePath:instancePath+"/zone",schemaPath:"components.json#/$defs/TransportZone/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"};
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
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func17.call(schema96.properties, key0))){
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
if(!pattern21.test(data0)){
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
if(!pattern16.test(data2)){
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
const err9 = {instancePath:instancePath+"/vehicle",schemaPath:"components.json#/$defs/VehicleClass/enum",keyword:"enum",params:{allowedValues: schema40.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate69(data5[i0], {instancePath:instancePath+"/stops/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
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
if(!pattern12.test(data9)){
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
const err24 = {instancePath:instancePath+"/departures/" + i1+"/direction",schemaPath:"components.json#/$defs/CorporateShuttleDeparture/properties/direction/enum",keyword:"enum",params:{allowedValues: schema101.properties.direction.enum},message:"must be equal to one of the allowed values"};
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
const err30 = {instancePath:instancePath+"/days/" + i2,schemaPath:"components.json#/$defs/CorporateShuttleDay/enum",keyword:"enum",params:{allowedValues: schema102.enum},message:"must be equal to one of the allowed values"};
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
const err35 = {instancePath:instancePath+"/ends_on",schemaPath:"#/properties/ends_on/type",keyword:"type",params:{type: schema96.properties.ends_on.type},message:"must be string,null"};
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
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate68(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const changeCorporateShuttleStatus_body = validate72;
const schema104 = {"$ref":"components.json#/$defs/CorporateShuttleStatusRequest"};
const schema105 = {"type":"object","required":["status"],"additionalProperties":false,"properties":{"status":{"type":"string","enum":["active","paused","ended"],"description":"The state to move to: `paused` to pause, `active` to resume, `ended` to end."},"reason":{"type":"string","minLength":1,"maxLength":300,"examples":["Office closed for the National Day holiday"]}}};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
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
const err3 = {instancePath:instancePath+"/status",schemaPath:"components.json#/$defs/CorporateShuttleStatusRequest/properties/status/enum",keyword:"enum",params:{allowedValues: schema105.properties.status.enum},message:"must be equal to one of the allowed values"};
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
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const scheduleCorporateShuttleMonth_body = validate73;
const schema106 = {"$ref":"components.json#/$defs/CorporateShuttleScheduleRequest"};
const schema107 = {"type":"object","required":["month"],"additionalProperties":false,"properties":{"month":{"$ref":"components.json#/$defs/CorporateMonth"},"skip_dates":{"type":"array","maxItems":31,"uniqueItems":true,"description":"Days of the month without runs.","items":{"$ref":"components.json#/$defs/IsoDate"}}}};
const schema108 = {"type":"string","description":"A calendar month, `YYYY-MM`.","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])$","examples":["2026-12"]};
const pattern24 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])$", "u");

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
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
if(!pattern24.test(data0)){
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
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate74(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const repriceCorporateShuttle_body = validate76;
const schema110 = {"$ref":"components.json#/$defs/CorporateShuttleRepriceRequest"};
const schema111 = {"type":"object","required":["rate_version"],"additionalProperties":false,"properties":{"rate_version":{"type":"integer","minimum":2,"description":"The `pending_rate.version` you accept."}}};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
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
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCruiseQuote_body = validate77;
const schema112 = {"$ref":"components.json#/$defs/CruiseQuoteRequest"};
const schema113 = {"type":"object","required":["sailing_id","cabin_type","adults"],"additionalProperties":false,"properties":{"sailing_id":{"type":"string","pattern":"^sal_[0-9A-Za-z]{20}$"},"cabin_type":{"$ref":"components.json#/$defs/CruiseCabinType"},"adults":{"type":"integer","minimum":1,"maximum":4},"children":{"type":"integer","minimum":0,"maximum":3,"default":0}}};
const schema114 = {"type":"string","enum":["inside","oceanview","balcony","suite"]};
const pattern25 = new RegExp("^sal_[0-9A-Za-z]{20}$", "u");

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
if(!pattern25.test(data0)){
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
const err7 = {instancePath:instancePath+"/cabin_type",schemaPath:"components.json#/$defs/CruiseCabinType/enum",keyword:"enum",params:{allowedValues: schema114.enum},message:"must be equal to one of the allowed values"};
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
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate78(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const createCruiseBooking_body = validate80;
const schema115 = {"$ref":"components.json#/$defs/CruiseBookingRequest"};
const schema116 = {"type":"object","required":["quote_id","lead_passenger"],"additionalProperties":false,"properties":{"quote_id":{"type":"string","pattern":"^cqt_[0-9A-Za-z]{20}$"},"lead_passenger":{"$ref":"components.json#/$defs/Traveller"},"agency_reference":{"type":"string","minLength":1,"maxLength":64}}};
const pattern26 = new RegExp("^cqt_[0-9A-Za-z]{20}$", "u");

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
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
if(!pattern26.test(data0)){
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
if(!(validate47(data.lead_passenger, {instancePath:instancePath+"/lead_passenger",parentData:data,parentDataProperty:"lead_passenger",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
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
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate81(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const discriminatorValues = {"type":["airport","coordinates","hotel"],"action":["developer_handshake","credit_line_application","wallet_topup","account_payload","tracking_link"]};
